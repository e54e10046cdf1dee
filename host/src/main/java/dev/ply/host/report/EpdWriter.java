package dev.ply.host.report;

import dev.ply.api.Conventions;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.host.store.ResultReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/**
 * The final position of every game of a chess run as EPD ({@code ply export --format epd}), one
 * line a game in the order of their numbers, as fastchess's {@code -epdout} writes them: the FEN's
 * first four fields, then {@code hmvc} (the half-move clock) and {@code fmvn} (the full-move
 * number) as operations. The positions are replayed from each game's start with the game plugin
 * (its opening, then its moves), not read from the record's drawing; a game whose record does not
 * replay is left out and counted.
 */
public final class EpdWriter {

  private final ResultReader reader;
  private final Game game;

  /** How many games were written and how many did not replay. */
  public record Result(long written, long unreadable) {}

  public EpdWriter(ResultReader reader, Game game) {
    this.reader = reader;
    this.game = game;
  }

  /**
   * Writes {@code file}.
   *
   * @throws IllegalArgumentException when the run's game is not chess
   */
  public Result write(long runId, Path file) {
    if (!Conventions.follows(game, Conventions.CHESS)) {
      throw new IllegalArgumentException(
          "EPD is for chess; " + game.id() + " is not chess: export it with --format csv or jsonl");
    }
    try {
      return AtomicFile.write(
          file,
          out -> {
            long[] counts = {0, 0};
            reader.forEachGameWithMoves(
                runId,
                (g, moves) -> {
                  String epd;
                  try {
                    GameState state = Replayer.of(game, g.variant()).start();
                    for (String text : g.openingMoves()) {
                      state.play(state.textToMove(text));
                    }
                    for (ResultReader.Move m : moves) {
                      state.play(state.textToMove(m.move()));
                    }
                    epd = epd(state.notation());
                  } catch (RuntimeException e) {
                    counts[1]++;
                    return;
                  }
                  try {
                    out.write(epd + "\n");
                  } catch (IOException e) {
                    throw new UncheckedIOException(e);
                  }
                  counts[0]++;
                });
            return new Result(counts[0], counts[1]);
          });
    } catch (IOException e) {
      throw new UncheckedIOException("could not write " + file + ": " + e.getMessage(), e);
    }
  }

  /** A FEN as EPD: its first four fields, then its clocks as {@code hmvc} and {@code fmvn}. */
  static String epd(String fen) {
    String[] f = fen.trim().split(" ");
    if (f.length < 4) {
      throw new IllegalArgumentException("not a FEN: " + fen);
    }
    String epd = String.join(" ", f[0], f[1], f[2], f[3]);
    if (f.length >= 6) {
      epd += " hmvc " + f[4] + "; fmvn " + f[5] + ";";
    }
    return epd;
  }
}
