package dev.ply.host.tune;

import dev.ply.host.config.TuneParameter;
import dev.ply.host.report.TuneCharts;
import dev.ply.host.store.TuneIterationRow;
import dev.ply.host.store.TuneParameterRow;
import dev.ply.host.tournament.Entrant;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What a tuning ends with: the final values (θ after the last counted iteration, a whole-number
 * option rounded to the nearest), as a block to paste into the entrant's {@code options:} (and
 * {@code evaluator-options:} for {@code evaluator.} parameters) and as fishtest's lines; and, on
 * request, its page of charts ({@link TuneCharts}).
 */
public final class TuneReport {

  private final String name;
  private final Spsa spsa;
  private final Entrant tuned;
  private final List<TuneIterationRow> iterations;
  private final boolean[] whole;

  public TuneReport(
      String name, Spsa spsa, Entrant tuned, List<TuneIterationRow> iterations, boolean[] whole) {
    this.name = name;
    this.spsa = spsa;
    this.tuned = tuned;
    this.iterations = List.copyOf(iterations);
    this.whole = whole.clone();
  }

  /** Whether each parameter is a whole number for {@code tuned}. */
  public static boolean[] wholeNumbers(Entrant tuned, Spsa spsa) {
    return TunedEntrants.wholeNumbers(tuned, spsa.parameters());
  }

  /** θ after the last counted iteration (the start when none is), not rounded. */
  public double[] theta() {
    return iterations.isEmpty() ? spsa.start() : iterations.get(iterations.size() - 1).theta();
  }

  /** The final values as the entrant is given them: whole numbers rounded to the nearest. */
  public double[] finalValues() {
    double[] theta = theta();
    double[] out = new double[theta.length];
    for (int p = 0; p < out.length; p++) {
      out[p] = whole[p] ? Math.round(theta[p]) : theta[p];
    }
    return out;
  }

  /** The lines {@code ply tune} prints at the end, and the page shows. */
  public List<String> finalBlock() {
    List<TuneParameter> parameters = spsa.parameters();
    double[] theta = theta();
    double[] values = finalValues();
    List<String> lines = new ArrayList<>();
    lines.add(
        "Final values of "
            + tuned.name()
            + " after "
            + iterations.size()
            + " of "
            + spsa.iterations()
            + " iterations (start -> theta):");
    int width = parameters.stream().mapToInt(p -> p.name().length()).max().orElse(1);
    for (int p = 0; p < values.length; p++) {
      lines.add(
          String.format(
              Locale.ROOT,
              "  %-" + width + "s  %s -> %.2f",
              parameters.get(p).name(),
              TuneChecks.num(parameters.get(p).start()),
              theta[p]));
    }
    StringBuilder options = new StringBuilder();
    StringBuilder evaluatorOptions = new StringBuilder();
    for (int p = 0; p < values.length; p++) {
      String parameter = parameters.get(p).name();
      StringBuilder to =
          TunedEntrants.isEvaluatorOption(tuned, parameter) ? evaluatorOptions : options;
      to.append(to.length() == 0 ? "" : ", ")
          .append(yamlKey(TunedEntrants.option(tuned, parameter)))
          .append(": ")
          .append(TunedEntrants.shown(values[p], whole[p]));
    }
    lines.add("Paste into the entrant's options:");
    if (options.length() > 0) {
      lines.add("  options: {" + options + "}");
    }
    if (evaluatorOptions.length() > 0) {
      lines.add("  evaluator-options: {" + evaluatorOptions + "}");
    }
    lines.add("As tuning lines (name,value,min,max,c_end,r_end), to tune on from here:");
    for (int p = 0; p < values.length; p++) {
      TuneParameter tp = parameters.get(p);
      lines.add(
          "  "
              + String.join(
                  ",",
                  tp.name(),
                  TunedEntrants.shown(values[p], whole[p]),
                  TuneChecks.num(tp.min()),
                  TuneChecks.num(tp.max()),
                  TuneChecks.num(tp.cEnd()),
                  TuneChecks.num(tp.rEnd())));
    }
    return lines;
  }

  /** Writes the page of charts to {@code target}. */
  public void writeHtml(Path target) throws IOException {
    List<TuneParameterRow> rows =
        spsa.parameters().stream()
            .map(
                p ->
                    new TuneParameterRow(p.name(), p.start(), p.min(), p.max(), p.cEnd(), p.rEnd()))
            .toList();
    TuneCharts.write(target, name, rows, iterations, spsa.iterations(), finalBlock());
  }

  private static String yamlKey(String name) {
    return name.matches("[A-Za-z_][A-Za-z0-9_.-]*")
        ? name
        : "\"" + name.replace("\"", "\\\"") + "\"";
  }
}
