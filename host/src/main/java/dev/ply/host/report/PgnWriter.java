package dev.ply.host.report;

import dev.ply.api.Conventions;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Values;
import dev.ply.host.store.ResultReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes the games of a run as PGN (Portable Game Notation, Edwards 1994), as cutechess-cli's
 * {@code -pgnout} does, so that pgn-extract, python-chess, Ordo and BayesElo read Ply's games.
 *
 * <p>Each game gets the Seven Tag Roster ({@code Event} is the run's name, {@code Site} the results
 * database's short name, {@code Round} the game's number, {@code Date} the day it began), then the
 * tags cutechess adds: {@code FEN} and {@code SetUp} for a game that does not start from the game's
 * standard position, {@code Variant "Chess960"}, {@code GameStartTime}, {@code GameEndTime}, {@code
 * GameDuration}, {@code PlyCount} and {@code Termination} (PGN's words: {@code normal}, {@code
 * adjudication}, {@code time forfeit}, {@code rules infraction}, {@code abandoned}). Moves are in
 * the game's record notation ({@link GameState#moveNotation}, SAN for chess), the opening's moves
 * commented {@code {book}}, every other move with what its player reported as cutechess writes it:
 * {@code {+0.21/10 0.052s}} (the score in pawns from the mover's side, or {@code +M5} for a mate in
 * five, then the depth and the time), and on a game clock the mover's time left after the move as
 * Lichess writes it, {@code [%clk 0:00:59.4]}. The game's reason comes last as a comment before the
 * result.
 *
 * <p>The moves are replayed through the game plugin to write them; a game whose record the plugin
 * cannot replay is written as far as it replays, with a comment that says why, and {@code *}.
 */
public final class PgnWriter {

  /** PGN's export format keeps lines to 80 characters. */
  private static final int LINE = 79;

  private final ResultReader reader;
  private final Game game;

  /**
   * @param reader the results to read
   * @param game the plugin of the run's game, which writes its moves
   */
  public PgnWriter(ResultReader reader, Game game) {
    this.reader = reader;
    this.game = game;
  }

  /**
   * Writes every game of run {@code runId} to {@code file} (replaced atomically).
   *
   * @return the number of games written
   * @throws IllegalArgumentException if the run's game is not chess
   * @throws UncheckedIOException if the file cannot be written
   */
  public long write(long runId, Path file) {
    ResultReader.Run run = reader.run(java.util.Optional.of(runId));
    if (!Conventions.follows(game, Conventions.CHESS)) {
      throw new IllegalArgumentException(
          "PGN is for chess, and every PGN reader takes its moves"
              + " for chess moves; "
              + game.id()
              + " is not chess: export it with --format csv or"
              + " jsonl"
              + (Conventions.follows(game, Conventions.GO) ? ", or sgf" : ""));
    }
    if (game.players() != 2) {
      throw new IllegalArgumentException(
          "PGN holds games of two players; "
              + game.id()
              + " has "
              + game.players()
              + " (export csv or jsonl instead)");
    }
    try {
      return AtomicFile.write(
          file,
          out -> {
            long[] count = {0};
            reader.forEachGameWithMoves(
                runId,
                (g, moves) -> {
                  writeGame(out, run, g, moves);
                  count[0]++;
                });
            return count[0];
          });
    } catch (IOException e) {
      throw new UncheckedIOException("could not write " + file + ": " + e.getMessage(), e);
    }
  }

  private void writeGame(
      Writer out, ResultReader.Run run, ResultReader.Game g, List<ResultReader.Move> moves) {
    Replayer replayer = Replayer.of(game, g.variant());
    GameState start = replayer.start();
    String standard =
        game.newGame(dev.ply.api.Options.resolve(game.variantOptions(), Map.of())).notation();
    StringBuilder tags = new StringBuilder();
    tag(tags, "Event", run.name());
    tag(tags, "Site", reader.shortName());
    tag(tags, "Date", date(g.startedAt()));
    tag(tags, "Round", Integer.toString(g.number()));
    tag(tags, "White", g.players().get(0));
    tag(tags, "Black", g.players().get(1));
    tag(tags, "Result", g.result());
    if (!start.notation().isEmpty() && !start.notation().equals(standard)) {
      tag(tags, "FEN", start.notation());
      tag(tags, "SetUp", "1");
    }
    if (Replayer.parseVariant(g.variant())
        .getOrDefault(Conventions.CHESS960, "-1")
        .matches("\\d+")) {
      tag(tags, "Variant", "Chess960");
    }
    tag(tags, "GameStartTime", g.startedAt());
    tag(tags, "GameEndTime", g.endedAt());
    duration(g).ifPresent(d -> tag(tags, "GameDuration", d));
    tag(tags, "PlyCount", Integer.toString(g.openingMoves().size() + moves.size()));
    tag(tags, "Termination", termination(g.termination()));
    write(out, tags.append('\n').toString());

    List<String> tokens = new ArrayList<>();
    String result = g.result();
    GameState state = start;
    try {
      for (String text : g.openingMoves()) {
        tokens.addAll(move(state, text, "book"));
      }
      for (ResultReader.Move m : moves) {
        tokens.addAll(move(state, m.move(), comment(m)));
      }
      if (!g.reason().isBlank()) {
        tokens.add("{" + clean(g.reason()) + "}");
      }
    } catch (RuntimeException e) {
      tokens.add("{the record cannot be replayed: " + clean(String.valueOf(e.getMessage())) + "}");
      result = "*";
    }
    tokens.add(result);
    write(out, wrap(tokens) + "\n");
  }

  /** The move number if due, the move in record notation and its comment; plays the move. */
  private static List<String> move(GameState state, String text, String comment) {
    int move = state.textToMove(text);
    if (state.isTerminal() || !state.isLegal(move)) {
      throw new IllegalArgumentException(text + " is not legal after " + state.plies() + " plies");
    }
    List<String> tokens = new ArrayList<>();
    // Black's moves are numbered too (N...): a comment comes before each of them.
    tokens.add(fullmove(state) + (state.playerToMove() == 0 ? "." : "..."));
    tokens.add(state.moveNotation(move));
    if (!comment.isEmpty()) {
      tokens.add("{" + comment + "}");
    }
    state.play(move);
    return tokens;
  }

  /** The full-move number from the position's notation (FEN's sixth field), or from the plies. */
  private static int fullmove(GameState state) {
    String[] fields = state.notation().split(" ");
    if (fields.length == 6) {
      try {
        return Integer.parseInt(fields[5]);
      } catch (NumberFormatException e) {
        // not FEN: count plies
      }
    }
    return state.plies() / 2 + 1;
  }

  /** {@code +0.21/10 0.052s} as cutechess writes it, or as much of it as the player reported. */
  static String comment(ResultReader.Move m) {
    StringBuilder sb = new StringBuilder();
    java.util.OptionalLong mate = counter(m.counters(), "score-mate");
    java.util.OptionalLong cp = counter(m.counters(), "score-cp");
    if (mate.isPresent()) {
      sb.append(mate.getAsLong() > 0 ? "+M" : "-M").append(Math.abs(mate.getAsLong()));
    } else if (cp.isPresent()) {
      sb.append(pawns(cp.getAsLong()));
    } else if (m.value() != null) {
      int v = m.value();
      if (Values.isProven(v)) {
        int plies = Values.pliesToEnd(v);
        sb.append(v > 0 ? "+M" : "-M").append((plies + 1) / 2);
      } else {
        sb.append(pawns(v));
      }
    }
    if (m.depth() > 0) {
      sb.append(sb.length() > 0 ? "/" : "d").append(m.depth());
    }
    if (sb.length() > 0) {
      sb.append(' ');
    }
    sb.append(String.format(Locale.ROOT, "%.3fs", m.timeMs() / 1000.0));
    counter(m.counters(), dev.ply.host.referee.Referee.CLOCK_COUNTER)
        .ifPresent(left -> sb.append(" [%clk ").append(clock(left)).append(']'));
    return sb.toString();
  }

  /**
   * A clock as Lichess and cutechess write it in {@code %clk}: {@code H:MM:SS.s}, the tenths cut
   * (not rounded), so a clock never shows more time than was left.
   */
  static String clock(long millis) {
    long tenths = Math.max(0, millis) / 100;
    return String.format(
        Locale.ROOT,
        "%d:%02d:%02d.%d",
        tenths / 36_000,
        tenths / 600 % 60,
        tenths / 10 % 60,
        tenths % 10);
  }

  private static String pawns(long centipawns) {
    return String.format(Locale.ROOT, "%+.2f", centipawns / 100.0);
  }

  /** A counter of a move's {@code counters} object ({@code {"name":12,…}}), if it is there. */
  private static java.util.OptionalLong counter(String json, String name) {
    if (json == null) {
      return java.util.OptionalLong.empty();
    }
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile("\"" + java.util.regex.Pattern.quote(name) + "\":(-?\\d+)")
            .matcher(json);
    return m.find()
        ? java.util.OptionalLong.of(Long.parseLong(m.group(1)))
        : java.util.OptionalLong.empty();
  }

  /** PGN's Termination tag for Ply's termination. */
  static String termination(String ply) {
    return switch (ply) {
      case "normal", "resignation" -> "normal";
      case "ply-cap", "adjudicated" -> "adjudication";
      case "time-forfeit" -> "time forfeit";
      case "illegal-move", "no-move", "disqualified" -> "rules infraction";
      case "exception", "runaway" -> "abandoned";
      default -> "unterminated";
    };
  }

  private static String date(String instant) {
    return instant != null && instant.length() >= 10
        ? instant.substring(0, 10).replace('-', '.')
        : "????.??.??";
  }

  private static java.util.Optional<String> duration(ResultReader.Game g) {
    try {
      long seconds =
          java.time.Duration.between(
                  java.time.Instant.parse(g.startedAt()), java.time.Instant.parse(g.endedAt()))
              .toSeconds();
      return java.util.Optional.of(
          String.format(
              Locale.ROOT, "%02d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60));
    } catch (RuntimeException e) {
      return java.util.Optional.empty();
    }
  }

  private static void tag(StringBuilder sb, String name, String value) {
    sb.append('[')
        .append(name)
        .append(" \"")
        .append(clean(value == null ? "" : value).replace("\\", "\\\\").replace("\"", "\\\""))
        .append("\"]\n");
  }

  /** Text fit for a tag or a comment: no control characters, no braces. */
  private static String clean(String text) {
    return text.replaceAll("[\\p{Cntrl}]", " ").replace('{', '(').replace('}', ')');
  }

  private static String wrap(List<String> tokens) {
    StringBuilder all = new StringBuilder();
    StringBuilder line = new StringBuilder();
    for (String token : tokens) {
      for (String word : token.split(" ")) {
        if (line.length() > 0 && line.length() + 1 + word.length() > LINE) {
          all.append(line).append('\n');
          line.setLength(0);
        }
        line.append(line.length() > 0 ? " " : "").append(word);
      }
    }
    return all.append(line).append('\n').toString();
  }

  private static void write(Writer out, String text) {
    try {
      out.write(text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
