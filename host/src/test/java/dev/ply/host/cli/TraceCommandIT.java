package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/**
 * {@code ply trace} end to end: the real CLI, the plugin jars this build produced (loaded by PF4J),
 * the search plugin reporting to the host's listener across the plugin boundary.
 */
class TraceCommandIT {

  @TempDir Path temp;

  private static final List<String> PERFECT_3X3 =
      List.of(
          "trace",
          "--game",
          "random-tree",
          "--variant",
          "branching=3",
          "--variant",
          "depth=3",
          "--variant",
          "ordering=perfect",
          "--strategy",
          "alphabeta-f1");

  private static PlyRun trace(List<String> common, String... more) {
    List<String> args = new ArrayList<>(common);
    args.addAll(List.of(more));
    return ply(args.toArray(String[]::new));
  }

  @Test
  void textTraceOfF1OnAPerfectlyOrderedTreeShowsTheMinimalTreeAndItsCuts() {
    PlyRun run = trace(PERFECT_3X3);
    assertEquals(0, run.code(), run.err());
    // Knuth and Moore: 3^2 + 3^1 - 1 = 11 leaves; 1 + 3 + 5 + 11 = 20 positions.
    assertTrue(
        run.out().contains("20 positions, 11 leaves, 4 cutoffs (8 moves pruned)."), run.out());
    assertTrue(run.out().contains("▲ root"), run.out());
    assertTrue(run.out().contains("├── ▼ 1 "), run.out());
    assertTrue(
        Pattern.compile("▲ 1\\.2 .*fail high, β cutoff: 2 pruned").matcher(run.out()).find(),
        run.out());
    assertTrue(
        Pattern.compile("▼ 2 .*fail low, α cutoff: 2 pruned").matcher(run.out()).find(), run.out());
    assertTrue(run.out().contains("× 1.2.3"), "pruned moves are listed: " + run.out());
    assertFalse(run.out().contains("── 1.2.2"), "only critical positions are visited");
  }

  @Test
  void mctsIsTracedAsTheTreeItGrewWithVisitsValuesAndBounds() {
    PlyRun run = ply("trace", "--game", "tic-tac-toe", "--strategy", "mcts", "--max-nodes", "300");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("mcts on tic-tac-toe, 300 iterations"), run.out());
    assertTrue(run.out().contains("root (player 1 to move)"), run.out());
    assertTrue(
        Pattern.compile("├── \\w+ +by player 1 +\\d+ visits  value 0\\.\\d{3}  bound \\d\\.\\d{3}")
            .matcher(run.out())
            .find(),
        run.out());
    assertTrue(Pattern.compile("│   ├── \\w+ +by player 2").matcher(run.out()).find(), run.out());
  }

  @Test
  void mctsTraceAsSvgIsAWellFormedPictureWithANodeAPosition() throws Exception {
    Path svg = temp.resolve("mcts.svg");
    PlyRun run =
        ply(
            "trace",
            "--game",
            "pig",
            "--strategy",
            "mcts",
            "--max-nodes",
            "200",
            "-o",
            svg.toString());
    assertEquals(0, run.code(), run.err());
    Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
    assertEquals("svg", doc.getDocumentElement().getTagName());
    String text = Files.readString(svg);
    int nodes = Integer.parseInt(run.out().replaceAll("(?s).*: (\\d+) nodes.*", "$1"));
    // Pig draws itself: the die of the root position stands above the tree, in a picture of its
    // own.
    String tree = text.substring(text.lastIndexOf("<svg "));
    assertEquals(2, count(text, "<svg ") - 1, "the board's picture and the tree's, nested");
    assertEquals(nodes, count(tree, "<circle "), "a circle a node: " + run.out());
    assertTrue(nodes > 10 && nodes <= 200, run.out());
  }

  @Test
  void svgTraceIsAWellFormedPictureWithTrianglesWindowsAndCutBranches() throws Exception {
    Path svg = temp.resolve("trace.svg");
    PlyRun run = trace(PERFECT_3X3, "-o", svg.toString());
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("wrote " + svg + ": 20 positions"), run.out());
    String text = Files.readString(svg);
    Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
    assertEquals("svg", doc.getDocumentElement().getTagName());
    assertEquals("http://www.w3.org/2000/svg", doc.getDocumentElement().getAttribute("xmlns"));
    assertEquals(9 + 2, count(text, "<polygon "), "nine triangles, two in the legend");
    assertEquals(8, count(text, "<circle "), "a stub per pruned move");
    assertTrue(text.contains("[-∞, +∞]") && text.contains("≥-950"), "windows and bounds");
    assertTrue(text.contains(">β</text>") && text.contains(">α</text>"), "cuts name the bound");
  }

  @Test
  void formatSvgWritesThePictureToTheStandardOutput() {
    PlyRun run = trace(PERFECT_3X3, "--format", "svg");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""), run.out());
    assertTrue(run.out().trim().endsWith("</svg>"));
  }

  @Test
  void traceOfARealGameNamesTheMovesAndTheValues() {
    PlyRun run =
        ply(
            "trace",
            "--game",
            "tic-tac-toe",
            "--position",
            "a1 b2 c1 a2",
            "--strategy",
            "alphabeta");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("├── 1 (b1)"), run.out());
    assertTrue(run.out().contains("best move b1, value win in 1"), run.out());
    PlyRun c4 =
        ply(
            "trace",
            "--game",
            "connect-four",
            "--position",
            "4453",
            "--depth",
            "2",
            "--strategy",
            "negascout",
            "--evaluator",
            "connect-four-windows",
            "--format",
            "svg");
    assertEquals(0, c4.code(), c4.err());
    assertTrue(c4.out().contains("evaluator connect-four-windows"), c4.out());
    // The root position above the tree, as the game draws it: 4 4 5 3 from the start.
    Document drawn = dev.ply.api.draw.SvgDocument.parse(c4.out());
    Map<String, String> discs =
        Map.of("d1", "#d62828", "d2", "#f6c700", "e1", "#d62828", "c1", "#f6c700", "a1", "#fff");
    discs.forEach(
        (cell, fill) ->
            assertEquals(
                fill,
                dev.ply.api.draw.SvgDocument.at(drawn, cell).get(0).getAttribute("fill"),
                cell));
  }

  @Test
  void aTreeLargerThanTheNodeCapIsRefusedWithTheCapAndHowToRaiseIt() {
    Path svg = temp.resolve("big.svg");
    PlyRun run =
        ply("trace", "--game", "tic-tac-toe", "--strategy", "minimax", "-o", svg.toString());
    assertEquals(2, run.code(), run.out());
    assertTrue(run.err().contains("more than 2000 positions"), run.err());
    assertTrue(
        run.err().contains("--max-nodes 2000") && run.err().contains("--max-nodes N"), run.err());
    assertFalse(Files.exists(svg), "nothing is written");
    PlyRun small =
        ply(
            "trace",
            "--game",
            "tic-tac-toe",
            "--strategy",
            "minimax",
            "--depth",
            "2",
            "--max-nodes",
            "50");
    assertEquals(2, small.code(), "1 + 9 + 72 = 82 positions: " + small.out());
    assertEquals(
        0,
        ply(
                "trace",
                "--game",
                "tic-tac-toe",
                "--strategy",
                "minimax",
                "--depth",
                "2",
                "--max-nodes",
                "82")
            .code(),
        "exactly the cap is allowed");
  }

  @Test
  void cfrIsTracedAsTheRegretsAndPoliciesOfOneInformationSetOverTheIterations() {
    PlyRun run =
        ply(
            "trace",
            "--game",
            "kuhn-poker",
            "--strategy",
            "cfr-plus",
            "--option",
            "iterations=50",
            "--option",
            "trace-information-set=player 1 of 2 | card J | bets: none");
    assertEquals(0, run.code(), run.err());
    for (String column :
        new String[] {"regret:check", "regret:bet", "current:bet", "average:bet"}) {
      assertTrue(run.out().contains(column), column + " in " + run.out());
    }
    assertTrue(Pattern.compile("\n +50 +-0\\.05").matcher(run.out()).find(), run.out());
  }

  @Test
  void aPositionWhereChanceIsToMoveIsRefusedWithHowToGiveTheOutcome() {
    PlyRun run = ply("trace", "--game", "kuhn-poker", "--strategy", "ismcts");
    assertEquals(2, run.code(), run.out());
    assertTrue(run.err().contains("chance is to move"), run.err());
  }

  @Test
  void aStrategyThatDoesNotReportItsSearchIsRefused() {
    PlyRun run = ply("trace", "--game", "tic-tac-toe", "--strategy", "random");
    assertEquals(2, run.code(), run.out());
    assertTrue(run.err().contains("strategy random cannot be traced"), run.err());
  }

  private static int count(String text, String what) {
    Matcher m = Pattern.compile(Pattern.quote(what)).matcher(text);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }
}
