package dev.ply.host.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A plain text table: columns padded to their widest cell, left- or right-aligned, two spaces
 * between columns, no trailing spaces. For terminals and logs, so no colour codes.
 */
final class TextTable {

  private final boolean[] rightAligned;
  private final List<String[]> rows = new ArrayList<>();

  /** A table whose column {@code i} is right-aligned when {@code alignment.charAt(i) == 'r'}. */
  TextTable(String alignment) {
    rightAligned = new boolean[alignment.length()];
    for (int i = 0; i < alignment.length(); i++) {
      rightAligned[i] = alignment.charAt(i) == 'r';
    }
  }

  /** Adds a row; missing cells are empty. */
  TextTable row(String... cells) {
    if (cells.length > rightAligned.length) {
      throw new IllegalArgumentException(
          "a row of " + cells.length + " cells in a table of " + rightAligned.length + " columns");
    }
    rows.add(Arrays.copyOf(cells, rightAligned.length));
    return this;
  }

  TextTable row(List<String> cells) {
    return row(cells.toArray(String[]::new));
  }

  /** The lines of the table. */
  List<String> lines() {
    int[] widths = new int[rightAligned.length];
    for (String[] row : rows) {
      for (int i = 0; i < row.length; i++) {
        widths[i] = Math.max(widths[i], width(row[i]));
      }
    }
    List<String> lines = new ArrayList<>();
    for (String[] row : rows) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < row.length; i++) {
        String cell = row[i] == null ? "" : row[i];
        String padding = " ".repeat(widths[i] - width(cell));
        if (i > 0) {
          sb.append("  ");
        }
        sb.append(rightAligned[i] ? padding + cell : cell + padding);
      }
      lines.add(sb.toString().stripTrailing());
    }
    return lines;
  }

  private static int width(String cell) {
    return cell == null ? 0 : cell.codePointCount(0, cell.length());
  }
}
