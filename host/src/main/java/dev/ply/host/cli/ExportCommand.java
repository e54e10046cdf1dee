package dev.ply.host.cli;

import dev.ply.api.Game;
import dev.ply.host.plugins.PluginRegistry;
import dev.ply.host.report.EpdWriter;
import dev.ply.host.report.ExportFormat;
import dev.ply.host.report.Exporter;
import dev.ply.host.report.PgnWriter;
import dev.ply.host.report.SgfWriter;
import dev.ply.host.report.SvgBoardWriter;
import dev.ply.host.store.ResultReader;
import dev.ply.host.store.StoreException;
import dev.ply.host.store.StoreLocation;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ply export DB}: a run's games and moves as CSV or JSON Lines files, or its games as PGN.
 */
@Command(
    name = "export",
    mixinStandardHelpOptions = true,
    description = {
      "Write the games and moves of a run to games.csv and moves.csv (or"
          + " games.jsonl and moves.jsonl) in a directory, for pandas, R or a spreadsheet.",
      "CSV: RFC 4180, a header row, UTF-8, empty fields for NULL. JSON Lines: one object per"
          + " line, null for NULL. PGN: games.pgn, every game with the tags cutechess writes,"
          + " moves in SAN for chess, each with its score, depth and time (the game's plugin"
          + " writes the moves, so it must be loaded). EPD: games.epd, the final position of each"
          + " chess game, as fastchess's -epdout writes it. SGF: game-0001.sgf … for each Go game."
          + " SVG: game-0001-000.svg (the start), game-0001-001.svg (after the first move) …,"
          + " each position as the game's plugin draws it, for slides and papers (--game N for"
          + " one game). Files of an earlier export are replaced."
    })
final class ExportCommand implements Callable<Integer> {

  @Parameters(
      index = "0",
      paramLabel = "DB",
      converter = StoreLocationConverter.class,
      description = "A results database: an SQLite file, or postgresql://user@host:5432/db.")
  StoreLocation database;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "csv",
      completionCandidates = Formats.class,
      description = "csv, jsonl, pgn, epd, sgf or svg (default: ${DEFAULT-VALUE}).")
  String format;

  @Option(
      names = "--game",
      paramLabel = "N",
      description = "With --format svg: only the positions of game number N.")
  Integer gameNumber;

  @Option(
      names = "--run",
      paramLabel = "N",
      description = "The run to export (default: the latest run in the file).")
  Long run;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "DIR",
      defaultValue = ".",
      description =
          "The directory to write into, created if needed (default: the current" + " directory).")
  Path directory;

  /** Plugins: PGN needs the game's plugin to write the moves; csv and jsonl load none. */
  @Mixin PluginOptions plugins;

  @Spec CommandSpec spec;

  /** The values of {@code --format}, for help and shell completion. */
  static final class Formats extends java.util.ArrayList<String> {
    private static final long serialVersionUID = 1L;

    Formats() {
      super(java.util.List.of("csv", "jsonl", "pgn", "epd", "sgf", "svg"));
    }
  }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    ExportFormat chosen;
    try {
      chosen = ExportFormat.parse(format);
    } catch (IllegalArgumentException e) {
      err.println("ply export: " + e.getMessage());
      return Main.USAGE_ERROR;
    }
    ResultReader reader;
    try {
      reader = ResultReader.open(database);
    } catch (StoreException e) {
      err.println("ply export: " + e.getMessage());
      return Main.openFailure(e);
    }
    try (reader) {
      long runId;
      try {
        runId = reader.run(Optional.ofNullable(run)).id();
      } catch (StoreException e) {
        err.println("ply export: " + e.getMessage());
        return Main.USAGE_ERROR;
      }
      if (chosen == ExportFormat.PGN) {
        return pgn(reader, runId, out, err);
      }
      if (chosen == ExportFormat.SGF) {
        return sgf(reader, runId, out, err);
      }
      if (chosen == ExportFormat.EPD) {
        return records(reader, runId, out, err, "EPD");
      }
      if (chosen == ExportFormat.SVG) {
        return records(reader, runId, out, err, "SVG");
      }
      if (gameNumber != null) {
        err.println("ply export: --game is for --format svg");
        return Main.USAGE_ERROR;
      }
      Exporter.Result result = Exporter.export(reader, runId, chosen, directory);
      out.printf(
          "Run %d: %d games to %s, %d moves to %s, %d seats to %s%s%n",
          runId,
          result.gameRows(),
          result.games(),
          result.moveRows(),
          result.moves(),
          result.seatRows(),
          result.seats(),
          result
              .observations()
              .map(p -> ", " + result.observationRows() + " observations to " + p)
              .orElse(""));
    }
    out.flush();
    return 0;
  }

  /** PGN (one file) or SGF (a file a game): the run's game plugin tells whether it can be. */
  private int pgn(ResultReader reader, long runId, PrintWriter out, PrintWriter err) {
    return records(reader, runId, out, err, "PGN");
  }

  private int sgf(ResultReader reader, long runId, PrintWriter out, PrintWriter err) {
    return records(reader, runId, out, err, "SGF");
  }

  private int records(
      ResultReader reader, long runId, PrintWriter out, PrintWriter err, String format) {
    ResultReader.Run run = reader.run(Optional.of(runId));
    String gameId = run.game();
    try (PluginRegistry registry = plugins.loadForRun(err, err, "ply export", run)) {
      Optional<Game> game = registry.game(gameId);
      if (game.isEmpty()) {
        err.println(
            "ply export: the game plugin '"
                + gameId
                + "' is not loaded, and "
                + format
                + (format.equals("SVG")
                    ? " needs it to draw the boards"
                    : " needs it to know the game's conventions")
                + "; give --plugins DIR");
        return Main.USAGE_ERROR;
      }
      boolean pgn = format.equals("PGN");
      boolean epd = format.equals("EPD");
      boolean svg = format.equals("SVG");
      Path where =
          pgn || epd
              ? directory.resolve(pgn ? "games.pgn" : "games.epd")
              : directory.resolve(svg ? "game-NNNN-PPP.svg" : "game-NNNN.sgf");
      long games;
      try {
        java.nio.file.Files.createDirectories(directory);
        if (svg) {
          SvgBoardWriter.Result result =
              new SvgBoardWriter(reader, game.get())
                  .write(runId, Optional.ofNullable(gameNumber), directory);
          for (String problem : result.problems()) {
            err.println("ply export: " + dev.ply.host.PrintableText.clean(problem, false));
          }
          out.printf(
              "Run %d: %d positions of %d %s to %s%n",
              runId, result.files(), result.games(), result.games() == 1 ? "game" : "games", where);
          out.flush();
          return result.problems().isEmpty() ? 0 : 1;
        }
        if (epd) {
          EpdWriter.Result written = new EpdWriter(reader, game.get()).write(runId, where);
          out.printf(
              "Run %d: %d final positions to %s%s%n",
              runId,
              written.written(),
              where,
              written.unreadable() == 0
                  ? ""
                  : " (" + written.unreadable() + " games whose record does not replay left out)");
          out.flush();
          return 0;
        }
        games =
            pgn
                ? new PgnWriter(reader, game.get()).write(runId, where)
                : new SgfWriter(reader, game.get()).write(runId, directory);
      } catch (IllegalArgumentException e) {
        err.println("ply export: " + e.getMessage());
        return Main.USAGE_ERROR;
      } catch (java.io.IOException | java.io.UncheckedIOException e) {
        err.println("ply export: could not write " + where + ": " + e.getMessage());
        return 1;
      }
      out.printf("Run %d: %d games to %s%n", runId, games, where);
    }
    out.flush();
    return 0;
  }
}
