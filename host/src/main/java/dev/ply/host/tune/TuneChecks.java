package dev.ply.host.tune;

import dev.ply.host.config.PlayerProtocol;
import dev.ply.host.config.TuneParameter;
import dev.ply.host.store.TuneParameterRow;
import dev.ply.host.store.TuneStore;
import dev.ply.host.tournament.Entrant;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a tuning file is checked for beyond its own keys, before anything is played: each parameter
 * against the entrant tuned (an option it has, and a number), and, on resume, against the
 * parameters the unfinished tuning started with. Each problem is one line naming {@code
 * file:line:column}, and its fix on the next, as every config problem is.
 */
public final class TuneChecks {

  private TuneChecks() {}

  /** One problem per parameter {@code tuned} cannot take; empty when it takes them all. */
  public static List<String> parameters(Path file, Entrant tuned, List<TuneParameter> parameters) {
    List<String> problems = new ArrayList<>();
    Map<String, UciOptions.Declared> engine = Map.of();
    if (tuned.isolation().external() && tuned.isolation().protocol() == PlayerProtocol.UCI) {
      engine = UciOptions.of(tuned.isolation().command());
    }
    for (TuneParameter p : parameters) {
      Optional<String[]> problem =
          tuned.isolation().external()
              ? engineProblem(tuned, engine, p)
              : TunedEntrants.problem(tuned, p);
      problem.ifPresent(m -> problems.add(line(file, p.line(), p.column(), m[0], m[1])));
    }
    return problems;
  }

  private static Optional<String[]> engineProblem(
      Entrant tuned, Map<String, UciOptions.Declared> engine, TuneParameter p) {
    PlayerProtocol protocol = tuned.isolation().protocol();
    if (!protocol.takesOptions()) {
      return Optional.of(
          new String[] {
            "parameter '"
                + p.name()
                + "': entrant "
                + tuned.name()
                + " speaks "
                + protocol.word()
                + ", which sets no options",
            "tune a UCI or xboard engine's option, or a strategy's"
          });
    }
    if (protocol != PlayerProtocol.UCI) {
      return Optional.empty(); // xboard's features are not read here: the engine is trusted
    }
    List<String> spins =
        engine.values().stream().filter(d -> d.type().equals("spin")).map(d -> d.name()).toList();
    String known =
        spins.isEmpty() ? "it declares none" : "its spin options: " + String.join(", ", spins);
    UciOptions.Declared d = engine.get(p.name());
    if (d == null) {
      return Optional.of(
          new String[] {
            "parameter '"
                + p.name()
                + "': engine "
                + tuned.name()
                + " has no option '"
                + p.name()
                + "'",
            known
          });
    }
    if (!d.type().equals("spin")) {
      return Optional.of(
          new String[] {
            "parameter '"
                + p.name()
                + "': option '"
                + p.name()
                + "' of engine "
                + tuned.name()
                + " is of type "
                + d.type()
                + ", not a number (spin)",
            known
          });
    }
    if (p.min() < d.min() || p.max() > d.max()) {
      return Optional.of(
          new String[] {
            "parameter '"
                + p.name()
                + "': bounds "
                + num(p.min())
                + ".."
                + num(p.max())
                + " leave the engine's "
                + d.min()
                + ".."
                + d.max(),
            "keep min and max within the option's own range"
          });
    }
    return Optional.empty();
  }

  /**
   * The one line that refuses to resume {@code earlier} with a file that changed: at the first
   * parameter that differs from those it started with, or else at the first line that differs.
   */
  public static String changedOnResume(
      Path file,
      TuneStore.TuneRun earlier,
      List<TuneParameterRow> started,
      List<TuneParameter> now,
      String text) {
    String fix =
        "restore the file to resume tuning "
            + earlier.id()
            + ", or give --fresh to start a new one (or give the file another name:)";
    for (int i = 0; i < now.size(); i++) {
      TuneParameter p = now.get(i);
      if (i >= started.size()) {
        return line(
            file,
            p.line(),
            p.column(),
            "parameter '"
                + p.name()
                + "' is new since unfinished tuning "
                + earlier.id()
                + " started",
            fix);
      }
      TuneParameterRow was = started.get(i);
      TuneParameterRow is =
          new TuneParameterRow(p.name(), p.start(), p.min(), p.max(), p.cEnd(), p.rEnd());
      if (!was.equals(is)) {
        return line(
            file,
            p.line(),
            p.column(),
            "parameter '"
                + p.name()
                + "' changed since unfinished tuning "
                + earlier.id()
                + " started: it was "
                + asLine(was)
                + ", now "
                + asLine(is),
            fix);
      }
    }
    if (started.size() > now.size()) {
      return line(
          file,
          1,
          1,
          "parameter '"
              + started.get(now.size()).name()
              + "' of unfinished tuning "
              + earlier.id()
              + " is gone from the file",
          fix);
    }
    String[] a = earlier.configText().split("\n", -1);
    String[] b = text.split("\n", -1);
    int at = 0;
    while (at < a.length && at < b.length && a[at].equals(b[at])) {
      at++;
    }
    return line(
        file,
        at + 1,
        1,
        "the file changed since unfinished tuning "
            + earlier.id()
            + " started: line "
            + (at + 1)
            + " was '"
            + (at < a.length ? a[at].strip() : "")
            + "'",
        fix);
  }

  private static String asLine(TuneParameterRow r) {
    return String.join(
        ",", r.name(), num(r.start()), num(r.min()), num(r.max()), num(r.cEnd()), num(r.rEnd()));
  }

  static String num(double v) {
    return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
  }

  private static String line(Path file, int line, int column, String message, String hint) {
    return file
        + ":"
        + line
        + ":"
        + column
        + ": "
        + message
        + (hint.isEmpty() ? "" : "\n  " + hint);
  }
}
