package dev.ply.host.report;

import java.util.Locale;

/** The file formats {@link Exporter} writes. */
public enum ExportFormat {
  /** Comma-separated values, RFC 4180, with a header row: {@code games.csv}, {@code moves.csv}. */
  CSV("csv"),
  /** JSON Lines, one object per row: {@code games.jsonl}, {@code moves.jsonl}. */
  JSONL("jsonl"),
  /**
   * Portable Game Notation, one file {@code games.pgn} with every game of two players, moves in the
   * game's record notation (SAN for chess); written by {@link PgnWriter}, which needs the game's
   * plugin.
   */
  PGN("pgn"),
  /**
   * The final position of every chess game, one line each: {@code games.epd}; {@link EpdWriter}.
   */
  EPD("epd"),
  /** Smart Game Format, one file {@code game-NNNN.sgf} a Go game; written by {@link SgfWriter}. */
  SGF("sgf"),
  /**
   * The positions of each game as the game draws them, {@code game-0001-000.svg} …; written by
   * {@link SvgBoardWriter}, for a game whose plugin draws itself.
   */
  SVG("svg");

  private final String extension;

  ExportFormat(String extension) {
    this.extension = extension;
  }

  /**
   * The file name extension, without the dot: {@code csv}, {@code jsonl}, {@code pgn}, {@code sgf},
   * {@code svg}.
   */
  public String extension() {
    return extension;
  }

  /**
   * The format named {@code csv}, {@code jsonl}, {@code pgn}, {@code epd}, {@code sgf} or {@code
   * svg}, in any case.
   *
   * @throws IllegalArgumentException for any other name
   */
  public static ExportFormat parse(String name) {
    for (ExportFormat format : values()) {
      if (format.extension.equals(name.toLowerCase(Locale.ROOT))) {
        return format;
      }
    }
    throw new IllegalArgumentException(
        "unknown export format '" + name + "': use csv, jsonl, pgn, epd, sgf or svg");
  }
}
