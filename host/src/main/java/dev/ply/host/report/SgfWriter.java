package dev.ply.host.report;

import dev.ply.api.Conventions;
import dev.ply.api.Game;
import dev.ply.host.store.ResultReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes the Go games of a run as SGF (Smart Game Format, FF[4]), one file a game ({@code
 * game-0001.sgf}, …), as GNU Go, KataGo, Sabaki and the Go servers read them.
 *
 * <p>Each file has {@code FF[4]}, {@code GM[1]} (Go), {@code CA[UTF-8]}, {@code SZ} and {@code KM}
 * from the game's variant, {@code RU} (area scoring, as Tromp–Taylor counts it), {@code PB} and
 * {@code PW} (seat 0 plays Black), {@code DT}, {@code EV} (the run's name), {@code GN} (the game's
 * number) and {@code RE}: the margin the game gives ({@code B+3.5}), {@code B+R} or {@code W+R} for
 * a resignation, {@code +T} for a loss on time, {@code +F} for any other forfeit, {@code 0} for
 * jigo. Moves are GTP vertices ({@code D4}) turned into SGF points (columns and rows from the top
 * left, letters from {@code a}), a pass as the empty point, each with a comment of what its player
 * reported: score (on Ply's value scale), depth and time.
 */
public final class SgfWriter {

  private static final Pattern MARGIN = Pattern.compile("\\b([BW])\\+(\\d+(?:\\.5)?)\\b");
  private static final Pattern VERTEX = Pattern.compile("([A-HJ-Ta-hj-t])(\\d{1,2})");

  private final ResultReader reader;
  private final Game game;

  public SgfWriter(ResultReader reader, Game game) {
    this.reader = reader;
    this.game = game;
  }

  /**
   * Writes every game of run {@code runId} into {@code directory}, one file a game.
   *
   * @return the number of games written
   * @throws IllegalArgumentException if the run's game is not Go
   * @throws UncheckedIOException if a file cannot be written
   */
  public long write(long runId, Path directory) {
    ResultReader.Run run = reader.run(java.util.Optional.of(runId));
    if (!Conventions.follows(game, Conventions.GO)) {
      throw new IllegalArgumentException(
          "SGF holds Go games; run "
              + runId
              + " is "
              + run.game()
              + " (export pgn for chess, csv or jsonl for any game)");
    }
    long[] count = {0};
    try {
      Files.createDirectories(directory);
      reader.forEachGameWithMoves(
          runId,
          (g, moves) -> {
            Path file = directory.resolve(String.format(Locale.ROOT, "game-%04d.sgf", g.number()));
            try {
              AtomicFile.write(
                  file,
                  out -> {
                    out.write(sgf(run, g, moves));
                    return null;
                  });
            } catch (IOException e) {
              throw new UncheckedIOException("could not write " + file + ": " + e.getMessage(), e);
            }
            count[0]++;
          });
    } catch (IOException e) {
      throw new UncheckedIOException("could not write to " + directory + ": " + e.getMessage(), e);
    }
    return count[0];
  }

  /** One game as an SGF game tree. */
  static String sgf(ResultReader.Run run, ResultReader.Game g, List<ResultReader.Move> moves) {
    Map<String, String> variant = Replayer.parseVariant(g.variant());
    int size = Integer.parseInt(variant.getOrDefault(Conventions.BOARD_SIZE, "9"));
    String komi = variant.getOrDefault(Conventions.KOMI, "7.5");
    StringBuilder sb = new StringBuilder("(;FF[4]GM[1]CA[UTF-8]AP[Ply]");
    prop(sb, "SZ", Integer.toString(size));
    prop(sb, "KM", komi);
    prop(sb, "RU", "Chinese");
    prop(sb, "PB", g.players().get(0));
    prop(sb, "PW", g.players().size() > 1 ? g.players().get(1) : "");
    prop(
        sb,
        "DT",
        g.startedAt() != null && g.startedAt().length() >= 10
            ? g.startedAt().substring(0, 10)
            : "");
    prop(sb, "EV", run.name());
    prop(sb, "GN", Integer.toString(g.number()));
    prop(sb, "RE", result(g));
    prop(sb, "GC", g.reason());
    sb.append('\n');
    int seat = 0;
    for (String text : g.openingMoves()) {
      sb.append(';')
          .append(seat == 0 ? 'B' : 'W')
          .append('[')
          .append(point(text, size))
          .append("]C[book]");
      seat = 1 - seat;
    }
    for (ResultReader.Move m : moves) {
      sb.append(';')
          .append(m.seat() == 0 ? 'B' : 'W')
          .append('[')
          .append(point(m.move(), size))
          .append(']');
      sb.append("C[").append(escape(comment(m))).append(']');
      sb.append('\n');
    }
    return sb.append(")\n").toString();
  }

  /** What the move's player reported: {@code score 12, depth 3, 0.052 s}, as far as it did. */
  static String comment(ResultReader.Move m) {
    StringBuilder sb = new StringBuilder();
    if (m.value() != null) {
      sb.append("score ").append(dev.ply.api.Values.describe(m.value())).append(", ");
    }
    if (m.depth() > 0) {
      sb.append("depth ").append(m.depth()).append(", ");
    }
    return sb.append(String.format(Locale.ROOT, "%.3f s", m.timeMs() / 1000.0)).toString();
  }

  /** SGF's RE for a recorded game. */
  static String result(ResultReader.Game g) {
    String winner = g.winner();
    if (winner == null || winner.isEmpty()) {
      return "0";
    }
    String colour = winner.equals(g.players().get(0)) ? "B" : "W";
    return switch (g.termination()) {
      case "normal" -> {
        Matcher m = MARGIN.matcher(g.reason());
        yield m.find() && m.group(1).equals(colour) ? colour + "+" + m.group(2) : colour + "+";
      }
      case "resignation" -> colour + "+R";
      case "time-forfeit" -> colour + "+T";
      case "adjudicated" -> g.reason().contains("resigned") ? colour + "+R" : colour + "+";
      default -> colour + "+F";
    };
  }

  /** The SGF point of a GTP vertex on a board of {@code size}: {@code D4} on 9×9 is {@code df}. */
  static String point(String vertex, int size) {
    if (vertex.equalsIgnoreCase("pass")) {
      return "";
    }
    Matcher m = VERTEX.matcher(vertex.strip());
    if (!m.matches()) {
      throw new IllegalArgumentException("'" + vertex + "' is not a GTP vertex");
    }
    char letter = Character.toUpperCase(m.group(1).charAt(0));
    int column = letter - 'A' - (letter > 'I' ? 1 : 0);
    int row = size - Integer.parseInt(m.group(2));
    if (column >= size || row < 0 || row >= size) {
      throw new IllegalArgumentException(
          "'" + vertex + "' is off a " + size + "x" + size + " board");
    }
    return "" + (char) ('a' + column) + (char) ('a' + row);
  }

  private static void prop(StringBuilder sb, String name, String value) {
    sb.append(name).append('[').append(escape(value)).append(']');
  }

  /** SGF text: {@code ]} and {@code \} escaped with a backslash. */
  private static String escape(String text) {
    return text.replace("\\", "\\\\").replace("]", "\\]");
  }
}
