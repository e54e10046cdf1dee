package dev.ply.host.report;

import dev.ply.host.json.Json;
import dev.ply.host.store.ResultReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the games and moves of one run to {@code games.<ext>} and {@code moves.<ext>} in a
 * directory, streaming rows from the database so that a run of any size exports in constant memory.
 *
 * <p>Columns: those of the {@code games} table (which has {@code run_id}), and for moves {@code
 * run_id}, {@code game_id}, {@code game_number}, then the columns of the {@code moves} table. CSV
 * files have a header row, RFC 4180 quoting and CRLF line ends; JSON Lines files have one object
 * per line with the same keys, SQL NULL as {@code null}. Both are UTF-8 without a byte order mark,
 * and read back with {@code pandas.read_csv} and {@code pandas.read_json(lines=True)}.
 *
 * <p>Each file is written under a temporary name and then moved into place ({@link AtomicFile}), so
 * a failed export leaves no half-written file behind.
 */
public final class Exporter {

  /** What one export wrote. */
  /**
   * What one export wrote.
   *
   * @param seats every seat of every game with its score and utility ({@code game_players})
   * @param observations the file of what each seat saw, written only for a run of a game of hidden
   *     information; empty otherwise
   */
  public record Result(
      Path games,
      long gameRows,
      Path moves,
      long moveRows,
      java.util.Optional<Path> observations,
      long observationRows,
      Path seats,
      long seatRows) {}

  private Exporter() {}

  /**
   * Exports run {@code runId} of {@code reader} into {@code directory} (created if needed),
   * replacing earlier exports there.
   *
   * @throws UncheckedIOException if a file cannot be written
   */
  public static Result export(
      ResultReader reader, long runId, ExportFormat format, Path directory) {
    if (format == ExportFormat.PGN
        || format == ExportFormat.EPD
        || format == ExportFormat.SGF
        || format == ExportFormat.SVG) {
      throw new IllegalArgumentException(
          format + " is written by PgnWriter, SgfWriter or SvgBoardWriter");
    }
    try {
      Files.createDirectories(directory);
      Path games = directory.resolve("games." + format.extension());
      Path moves = directory.resolve("moves." + format.extension());
      long gameRows = write(games, format, sink -> reader.exportGames(runId, sink));
      long moveRows = write(moves, format, sink -> reader.exportMoves(runId, sink));
      Path seats = directory.resolve("game_players." + format.extension());
      long seatRows = write(seats, format, sink -> reader.exportSeats(runId, sink));
      Path observations = directory.resolve("observations." + format.extension());
      boolean[] any = {false};
      long observationRows =
          write(observations, format, sink -> any[0] = reader.exportObservations(runId, sink));
      if (!any[0]) {
        // A game where everything is seen: no file (nor one left from an earlier export).
        Files.deleteIfExists(observations);
      }
      return new Result(
          games,
          gameRows,
          moves,
          moveRows,
          any[0] ? java.util.Optional.of(observations) : java.util.Optional.empty(),
          observationRows,
          seats,
          seatRows);
    } catch (IOException e) {
      throw new UncheckedIOException("could not export to " + directory + ": " + e.getMessage(), e);
    }
  }

  private interface Rows {
    void into(ResultReader.RowSink sink);
  }

  private static long write(Path target, ExportFormat format, Rows rows) throws IOException {
    return AtomicFile.write(
        target,
        out -> {
          RowWriter writer = format == ExportFormat.CSV ? new CsvRows(out) : new JsonRows(out);
          rows.into(writer);
          return writer.rows;
        });
  }

  /** A sink that counts the rows it writes and turns IOException into UncheckedIOException. */
  private abstract static class RowWriter implements ResultReader.RowSink {
    final Writer out;
    List<String> columns = List.of();
    long rows;

    RowWriter(Writer out) {
      this.out = out;
    }

    void write(String text) {
      try {
        out.write(text);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  private static final class CsvRows extends RowWriter {
    CsvRows(Writer out) {
      super(out);
    }

    @Override
    public void header(List<String> columns) {
      this.columns = List.copyOf(columns);
      line(List.copyOf(columns));
    }

    @Override
    public void row(List<Object> values) {
      line(values);
      rows++;
    }

    private void line(List<?> values) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < values.size(); i++) {
        if (i > 0) {
          sb.append(',');
        }
        sb.append(Csv.field(values.get(i)));
      }
      write(sb.append("\r\n").toString());
    }
  }

  private static final class JsonRows extends RowWriter {
    JsonRows(Writer out) {
      super(out);
    }

    @Override
    public void header(List<String> columns) {
      this.columns = List.copyOf(columns);
    }

    @Override
    public void row(List<Object> values) {
      Map<String, Object> object = new LinkedHashMap<>();
      for (int i = 0; i < columns.size(); i++) {
        object.put(columns.get(i), values.get(i));
      }
      StringBuilder sb = new StringBuilder();
      Json.appendValue(sb, object, false);
      write(sb.append('\n').toString());
      rows++;
    }
  }
}
