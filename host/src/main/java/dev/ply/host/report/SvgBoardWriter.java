package dev.ply.host.report;

import dev.ply.api.Game;
import dev.ply.host.store.ResultReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Writes the positions of a run's games as SVG files, as the game draws them ({@code
 * GameState.svg()}), for slides and papers: {@code game-0001-000.svg} is game 1's start (after its
 * opening), {@code game-0001-001.svg} the board after its first recorded move, and so on. Each
 * drawing is checked against the contract first ({@link BoardDrawing}); a game whose drawing fails
 * is skipped with the reason, and the others are written.
 */
public final class SvgBoardWriter {

  /**
   * What was written.
   *
   * @param games the games whose every position was written
   * @param files the files written
   * @param problems one line for each game that was skipped, saying why
   */
  public record Result(long games, long files, List<String> problems) {}

  private final ResultReader reader;
  private final Game game;

  public SvgBoardWriter(ResultReader reader, Game game) {
    this.reader = reader;
    this.game = game;
  }

  /**
   * Writes the positions of every game of run {@code runId}, or of game number {@code only}, into
   * {@code directory}.
   *
   * @throws IllegalArgumentException if the game does not draw itself, or the run has no game
   *     {@code only}
   * @throws UncheckedIOException if a file cannot be written
   */
  public Result write(long runId, Optional<Integer> only, Path directory) {
    ResultReader.Run run = reader.run(Optional.of(runId));
    Replayer replayer = Replayer.of(game, run.variant());
    if (replayer.start().svg().isEmpty()) {
      throw new IllegalArgumentException(
          run.game()
              + " does not draw its boards (its GameState has no svg()); the report's replay"
              + " shows its text boards");
    }
    long[] counts = {0, 0};
    List<String> problems = new ArrayList<>();
    try {
      Files.createDirectories(directory);
      reader.forEachGameWithMoves(
          runId,
          (g, moves) -> {
            if (only.isPresent() && only.get() != g.number()) {
              return;
            }
            List<String> texts = moves.stream().map(ResultReader.Move::move).toList();
            Replayer.Frames frames;
            try {
              frames = replayer.withVariant(g.variant()).replay(g.openingMoves(), texts, true);
            } catch (RuntimeException e) {
              problems.add("game " + g.number() + ": its variant could not be set up: " + e);
              return;
            }
            if (frames.drawings().isEmpty()) {
              problems.add(
                  "game "
                      + g.number()
                      + ": "
                      + frames.drawingProblem().orElse("the game drew no board"));
              return;
            }
            List<String> svgs = frames.drawings().get();
            for (int k = 0; k < svgs.size(); k++) {
              Path file =
                  directory.resolve(
                      String.format(Locale.ROOT, "game-%04d-%03d.svg", g.number(), k));
              String svg = svgs.get(k);
              try {
                AtomicFile.write(
                    file,
                    out -> {
                      out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
                      out.write(svg);
                      return null;
                    });
              } catch (IOException e) {
                throw new UncheckedIOException(
                    "could not write " + file + ": " + e.getMessage(), e);
              }
              counts[1]++;
            }
            frames
                .problem()
                .ifPresent(p -> problems.add("game " + g.number() + ": boards stop early: " + p));
            counts[0]++;
          });
    } catch (IOException e) {
      throw new UncheckedIOException("could not write to " + directory + ": " + e.getMessage(), e);
    }
    if (only.isPresent() && counts[0] == 0 && problems.isEmpty()) {
      throw new IllegalArgumentException("run " + runId + " has no game " + only.get());
    }
    return new Result(counts[0], counts[1], problems);
  }
}
