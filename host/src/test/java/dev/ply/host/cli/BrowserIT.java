package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.ply.api.draw.SvgDocument;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The pages in a real browser, Debian's headless Chromium: the report's replay of a chess, a Go and
 * a Connect Four game shows, after a given move, the pieces on the squares the store's moves put
 * them on (replayed here by rules written apart from the plugins'); the live page of a tournament,
 * followed until it shows the final standings, its script running under the page's content security
 * policy. Skipped without {@code chromium}, unless {@code PLY_REQUIRE_BROWSER} is set (CI), where a
 * missing browser fails.
 */
class BrowserIT {

  private static final Pattern IMG =
      Pattern.compile("<img id=\"board-svg\"[^>]*src=\"data:image/svg\\+xml[^,]*,([^\"]*)\"");

  @TempDir Path temp;

  /** The DOM of the last replay opened. */
  private String replayDom;

  @BeforeAll
  static void chromium() {
    boolean present =
        List.of(System.getenv().getOrDefault("PATH", "").split(":")).stream()
            .anyMatch(dir -> Files.isExecutable(Path.of(dir, "chromium")));
    if (!present && System.getenv("PLY_REQUIRE_BROWSER") != null) {
      fail("PLY_REQUIRE_BROWSER is set but chromium is not installed: apt-get install chromium");
    }
    Assumptions.assumeTrue(present, "no chromium: apt-get install chromium");
  }

  /** The DOM Chromium holds once the page's scripts ran, and its console. */
  private record Dump(String dom, String log) {}

  private Dump dump(String url, Path screenshot) throws Exception {
    Path profile = Files.createTempDirectory(temp, "profile");
    List<String> common =
        List.of(
            "chromium",
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--user-data-dir=" + profile,
            "--enable-logging=stderr",
            "--v=0",
            "--virtual-time-budget=3000");
    List<String> command = new ArrayList<>(common);
    command.add("--dump-dom");
    command.add(url);
    Path log = temp.resolve("chromium-" + System.nanoTime() + ".log");
    Process p = new ProcessBuilder(command).redirectError(log.toFile()).start();
    String dom = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "chromium ended");
    if (screenshot != null) {
      List<String> shot = new ArrayList<>(common);
      shot.set(shot.indexOf("--user-data-dir=" + profile), "--user-data-dir=" + profile + "-shot");
      shot.add("--window-size=1280,1600");
      shot.add("--screenshot=" + screenshot);
      shot.add(url);
      Process s = new ProcessBuilder(shot).redirectErrorStream(true).start();
      s.getInputStream().readAllBytes();
      assertTrue(s.waitFor(120, TimeUnit.SECONDS));
    }
    return new Dump(dom, Files.readString(log));
  }

  private static void noConsoleErrors(Dump d) {
    for (String bad :
        List.of("Uncaught", "SyntaxError", "TypeError", "ReferenceError", "Refused")) {
      assertFalse(d.log().contains(bad), "the console says " + bad + ":\n" + d.log());
    }
  }

  private Path play(String game) throws Exception {
    Path config = temp.resolve(game + ".yaml");
    Files.writeString(
        config,
        """
        game: %s
        games: 1
        seed: 7
        ply-cap: 16
        players:
          - {name: one, strategy: random}
          - {name: two, strategy: random}
        """
            .formatted(game));
    Path db = temp.resolve(game + ".db");
    PlyRun run = ply("match", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    return db;
  }

  private static List<String> moves(Path db) throws Exception {
    List<String> moves = new ArrayList<>();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r =
            s.executeQuery(
                "select m.move from games g join moves m on m.game_id = g.id"
                    + " where g.number = 1 order by m.ply")) {
      while (r.next()) {
        moves.add(r.getString(1));
      }
    }
    return moves;
  }

  /** The board the replay shows after move {@code ply} of game 1, as Chromium shows it. */
  private Document shownAfter(Path db, String game, int ply) throws Exception {
    Path html = temp.resolve(game + ".html");
    PlyRun report = ply("report", db.toString(), "-o", html.toString());
    assertEquals(0, report.code(), report.err());
    Path shot = Path.of("target", "browser", game + "-replay.png").toAbsolutePath();
    Files.createDirectories(shot.getParent());
    Dump d = dump(html.toUri() + "#replay=1/" + ply, shot);
    replayDom = d.dom();
    noConsoleErrors(d);
    assertTrue(d.dom().contains("data-replay-ready=\"yes\""), "the replay script ran");
    Matcher m = IMG.matcher(d.dom());
    assertTrue(m.find(), "a drawn board is shown");
    String svg = URLDecoder.decode(m.group(1).replace("+", "%2B"), StandardCharsets.UTF_8);
    return SvgDocument.parse(svg.replace("&amp;", "&"));
  }

  /** Every element of a drawing that names its square, by square: "tag fill text". */
  private static Map<String, String> pieces(Document doc) {
    Map<String, String> at = new TreeMap<>();
    NodeList all = doc.getElementsByTagName("*");
    for (int i = 0; i < all.getLength(); i++) {
      Node n = all.item(i);
      if (n instanceof Element e && e.hasAttribute("data-at")) {
        at.put(
            e.getAttribute("data-at"),
            e.getTagName() + " " + e.getAttribute("fill") + " " + e.getTextContent().strip());
      }
    }
    return at;
  }

  @Test
  void theChessReplayShowsEachPieceWhereTheStoresMovesPutIt() throws Exception {
    Path db = play("chess");
    List<String> moves = moves(db);
    int ply = Math.min(8, moves.size());
    Map<String, String> shown = pieces(shownAfter(db, "chess", ply));
    assertEquals(ChessBoard.after(moves.subList(0, ply)), shown);
    // The move list beside the board is in SAN, as the PGN export writes the same game.
    Path pgn = temp.resolve("pgn");
    assertEquals(0, ply("export", db.toString(), "--format", "pgn", "-o", pgn.toString()).code());
    List<String> san = new ArrayList<>();
    for (String token :
        Files.readString(pgn.resolve("games.pgn"))
            .replaceAll("(?s)\\[[^\\]]*\\]|\\{[^}]*\\}", " ")
            .trim()
            .split("\\s+")) {
      if (!token.matches("\\d+\\.+|1-0|0-1|1/2-1/2|\\*")) {
        san.add(token);
      }
    }
    List<String> buttons = new ArrayList<>();
    Matcher b =
        Pattern.compile("<button type=\"button\"[^>]*><span class=\"ply\">\\d+\\.</span>([^<]*)<")
            .matcher(replayDom);
    while (b.find()) {
      buttons.add(b.group(1));
    }
    assertEquals(san, buttons);
    Matcher info = Pattern.compile("id=\"move-info\"[^>]*>([^<]*)<").matcher(replayDom);
    assertTrue(info.find(), "the move's line");
    assertTrue(
        info.group(1)
            .matches(
                ".* played "
                    + Pattern.quote(san.get(ply - 1) + " (" + moves.get(ply - 1) + "): depth ")
                    + "\\d+, \\d+ nodes, score \\S+.*, [0-9.]+ ms.*"),
        info.group(1));
  }

  @Test
  void theConnectFourReplayShowsEachDiscWhereTheStoresMovesDroppedIt() throws Exception {
    Path db = play("connect-four");
    List<String> moves = moves(db);
    int ply = Math.min(7, moves.size());
    Map<String, String> expected = new TreeMap<>();
    int[] height = new int[7];
    for (int col = 0; col < 7; col++) {
      for (int row = 0; row < 6; row++) {
        expected.put("" + (char) ('a' + col) + (row + 1), "circle #fff ");
      }
    }
    for (int i = 0; i < ply; i++) {
      int col = Integer.parseInt(moves.get(i)) - 1;
      String cell = "" + (char) ('a' + col) + (++height[col]);
      expected.put(cell, "circle " + (i % 2 == 0 ? "#d62828" : "#f6c700") + " ");
    }
    assertEquals(expected, pieces(shownAfter(db, "connect-four", ply)));
  }

  @Test
  void theGoReplayShowsEachStoneWhereTheStoresMovesPlacedIt() throws Exception {
    Path db = play("go");
    List<String> moves = moves(db);
    int ply = Math.min(9, moves.size());
    Map<String, String> expected = new TreeMap<>();
    GoBoard board = new GoBoard(9);
    for (int i = 0; i < ply; i++) {
      board.play(moves.get(i), i % 2 == 0 ? 1 : 2);
    }
    for (Map.Entry<String, Integer> stone : board.stones().entrySet()) {
      expected.put(stone.getKey(), "circle " + (stone.getValue() == 1 ? "#111" : "#fafafa") + " ");
    }
    Map<String, String> shown = pieces(shownAfter(db, "go", ply));
    assertEquals(expected, shown);
  }

  @Test
  void theLivePageFollowsATournamentToItsFinalStandingsInChromium() throws Exception {
    // quick holds its third move until the test has seen a game in play: however slowly the
    // browser starts on a busy machine, the run is still going when it looks.
    Path gate = temp.resolve("gate-open");
    Path quick = temp.resolve("quick.py");
    Files.writeString(
        quick,
        """
        import os, sys, time
        asked = 0
        for line in sys.stdin:
            w = line.split()
            if not w: continue
            if w[0] == "ply": print("ready quick", flush=True)
            elif w[0] == "newgame": print("ok", flush=True)
            elif w[0] == "legal": legal = w[1:]
            elif w[0] == "go":
                asked += 1
                while asked >= 3 and not os.path.exists(sys.argv[1]): time.sleep(0.05)
                print("move " + legal[0], flush=True)
            elif w[0] == "quit": break
        """);
    Path config = temp.resolve("live.yaml");
    Files.writeString(
        config,
        """
        name: live <script>alert(1)</script> "q" ]]>
        game: chess
        format: round-robin
        games-per-pairing: 2
        seed: 5
        ply-cap: 40
        concurrency: 2
        entrants:
          - {name: deep, strategy: alphabeta, evaluator: chess-material, time: 150ms}
          - {name: quick, command: [python3, %s, %s]}
        """
            .formatted(quick, gate));
    Path db = temp.resolve("live.db");
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CompletableFuture<Integer> code = new CompletableFuture<>();
    Thread run =
        new Thread(
            () ->
                code.complete(
                    Main.execute(
                        new PrintWriter(out, true),
                        new PrintWriter(err, true),
                        "tournament",
                        config.toString(),
                        "--db",
                        db.toString(),
                        "--serve",
                        "127.0.0.1:0",
                        "--linger",
                        "600")),
            "ply-under-test");
    run.setDaemon(true);
    run.start();
    Pattern printed = Pattern.compile("Live page: (http://\\S+/)");
    String url = null;
    for (int i = 0; i < 6000 && url == null && !code.isDone(); i++) {
      Matcher m = printed.matcher(out.toString());
      url = m.find() ? m.group(1) : null;
      Thread.sleep(20);
    }
    assertTrue(url != null, out + "\n" + err);
    boolean sawBoard = false;
    Dump last = null;
    for (int i = 0; i < 60; i++) {
      last = dump(url, null);
      noConsoleErrors(last);
      sawBoard |=
          last.dom().contains("data-state=\"running\"")
              && last.dom().contains("<img class=\"live-board\"");
      if (sawBoard && !Files.exists(gate)) {
        Files.createFile(gate); // seen: the games may go on
      }
      if (last.dom().contains("data-live-final=\"yes\"")) {
        break;
      }
    }
    String dom = last.dom();
    assertTrue(dom.contains("data-live-ready=\"yes\""), "the page's script ran");
    assertTrue(dom.contains("data-live-final=\"yes\""), "the page reached the end of the run");
    assertTrue(dom.contains("data-state=\"finished\""));
    assertTrue(dom.contains("2 of 2 games (100.0%)"), dom);
    assertTrue(dom.contains("<td>deep</td>") && dom.contains("<td>quick</td>"), "the standings");
    assertEquals(1, dom.split("<script", -1).length - 1, "no script but the page's own");
    assertTrue(dom.contains("live &lt;script&gt;alert(1)&lt;/script&gt; \"q\" ]]&gt;"), dom);
    assertTrue(sawBoard, "a game in play was shown with its drawn board");
    dump(url, Path.of("target", "browser", "live-final.png").toAbsolutePath());
    run.interrupt(); // ends the page's --linger
    assertEquals(0, code.get(60, TimeUnit.SECONDS), err.toString());
  }

  /** Chess by its rules, as far as where the pieces stand: castling, en passant, promotion. */
  static final class ChessBoard {
    private static final String GLYPHS = "♟♞♝♜♛♚";

    static Map<String, String> after(List<String> moves) {
      Map<String, String> board = new TreeMap<>();
      String back = "RNBQKBNR";
      for (int f = 0; f < 8; f++) {
        String file = String.valueOf((char) ('a' + f));
        board.put(file + "1", "W" + back.charAt(f));
        board.put(file + "2", "WP");
        board.put(file + "7", "BP");
        board.put(file + "8", "B" + back.charAt(f));
      }
      for (String m : moves) {
        String from = m.substring(0, 2);
        String to = m.substring(2, 4);
        String piece = board.remove(from);
        char type = piece.charAt(1);
        if (type == 'K' && Math.abs(from.charAt(0) - to.charAt(0)) == 2) {
          boolean king = to.charAt(0) == 'g';
          String rank = to.substring(1);
          board.put((king ? "f" : "d") + rank, board.remove((king ? "h" : "a") + rank));
        }
        if (type == 'P' && from.charAt(0) != to.charAt(0) && !board.containsKey(to)) {
          board.remove(to.charAt(0) + from.substring(1)); // en passant
        }
        if (m.length() == 5) {
          piece = piece.charAt(0) + String.valueOf(Character.toUpperCase(m.charAt(4)));
        }
        board.put(to, piece);
      }
      Map<String, String> shown = new TreeMap<>();
      board.forEach(
          (square, piece) -> {
            char glyph = GLYPHS.charAt("PNBRQK".indexOf(piece.charAt(1)));
            shown.put(square, "text " + (piece.charAt(0) == 'W' ? "#fff" : "#000") + " " + glyph);
          });
      return shown;
    }
  }

  /** Go by its rules, as far as where the stones stand: a group without liberties is taken. */
  static final class GoBoard {
    private static final String LETTERS = "ABCDEFGHJKLMNOPQRST";
    private final int size;
    private final int[][] colour;

    GoBoard(int size) {
      this.size = size;
      this.colour = new int[size][size];
    }

    void play(String move, int who) {
      if (move.equalsIgnoreCase("pass")) {
        return;
      }
      int col = LETTERS.indexOf(Character.toUpperCase(move.charAt(0)));
      int row = Integer.parseInt(move.substring(1)) - 1;
      colour[row][col] = who;
      int[][] around = {{row + 1, col}, {row - 1, col}, {row, col + 1}, {row, col - 1}};
      for (int[] n : around) {
        if (on(n) && colour[n[0]][n[1]] == 3 - who) {
          takeIfDead(n[0], n[1]);
        }
      }
      takeIfDead(row, col); // suicide, should the rules allow it
    }

    private boolean on(int[] p) {
      return p[0] >= 0 && p[0] < size && p[1] >= 0 && p[1] < size;
    }

    private void takeIfDead(int row, int col) {
      int who = colour[row][col];
      List<int[]> group = new ArrayList<>();
      boolean[][] seen = new boolean[size][size];
      List<int[]> todo = new ArrayList<>(List.of(new int[] {row, col}));
      seen[row][col] = true;
      boolean liberty = false;
      while (!todo.isEmpty()) {
        int[] p = todo.remove(todo.size() - 1);
        group.add(p);
        int[][] around = {{p[0] + 1, p[1]}, {p[0] - 1, p[1]}, {p[0], p[1] + 1}, {p[0], p[1] - 1}};
        for (int[] n : around) {
          if (!on(n) || seen[n[0]][n[1]]) {
            continue;
          }
          if (colour[n[0]][n[1]] == 0) {
            liberty = true;
          } else if (colour[n[0]][n[1]] == who) {
            seen[n[0]][n[1]] = true;
            todo.add(n);
          }
        }
      }
      if (!liberty) {
        group.forEach(p -> colour[p[0]][p[1]] = 0);
      }
    }

    Map<String, Integer> stones() {
      Map<String, Integer> stones = new TreeMap<>();
      for (int row = 0; row < size; row++) {
        for (int col = 0; col < size; col++) {
          if (colour[row][col] != 0) {
            stones.put("" + LETTERS.charAt(col) + (row + 1), colour[row][col]);
          }
        }
      }
      return stones;
    }
  }
}
