package dev.ply.host.report;

import dev.ply.host.rating.SequentialTest;
import dev.ply.host.rating.SprtModel;
import dev.ply.host.store.ResultReader;
import dev.ply.host.store.SprtRecord;
import java.util.Locale;
import java.util.Optional;

/**
 * The SPRT of a run as standings and the report show it: the test replayed on the run's games in
 * the order they were recorded, which is the order the live run counted them in (it records and
 * counts a game in one step), so that it decides where the live run decided, and the same sentence
 * the run printed (the decision, the LLR at the crossing, games that finished after it, fishtest's
 * estimate), or the LLR so far for a test that has not decided.
 */
final class SprtSummary {

  private SprtSummary() {}

  /** The summary of run {@code runId}'s SPRT; empty if it had none. */
  static Optional<String> of(ResultReader reader, long runId) {
    Optional<SprtRecord> sprt = reader.sprt(runId);
    if (sprt.isEmpty()) {
      return Optional.empty();
    }
    SprtRecord s = sprt.get();
    SprtModel model = SprtModel.ofCode(s.model()).orElse(SprtModel.LOGISTIC);
    SequentialTest test = new SequentialTest(model, s.elo0(), s.elo1(), s.alpha(), s.beta());
    for (ResultReader.Game g : reader.gamesInOrderRecorded(runId)) {
      int seat = g.players().indexOf(s.first());
      if (g.players().size() != 2 || seat < 0 || !g.players().contains(s.second())) {
        continue;
      }
      test.add(g.scores().get(seat), (g.number() + 1) / 2);
    }
    String head =
        String.format(
            Locale.ROOT,
            "SPRT of %s against %s (%s model, H0 %s, H1 %s," + " alpha %s, beta %s): ",
            s.first(),
            s.second(),
            model.code(),
            plain(s.elo0()),
            plain(s.elo1()),
            plain(s.alpha()),
            plain(s.beta()));
    return Optional.of(
        head
            + test.outcome(s.first(), s.second())
                .orElse("no decision yet, " + test.status() + " after " + test.games() + " games"));
  }

  private static String plain(double value) {
    return value == Math.rint(value)
        ? String.format(Locale.ROOT, "%.0f", value)
        : Double.toString(value);
  }
}
