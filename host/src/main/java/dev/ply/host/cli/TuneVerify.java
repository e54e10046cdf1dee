package dev.ply.host.cli;

import dev.ply.host.config.SprtSpec;
import dev.ply.host.store.ResultStore;
import dev.ply.host.store.RunInfo;
import dev.ply.host.store.StoreLocation;
import dev.ply.host.tournament.Entrant;
import dev.ply.host.tournament.HeadToHeadMatch;
import dev.ply.host.tournament.LocalVenue;
import dev.ply.host.tournament.RunLifecycle;
import dev.ply.host.tournament.SprtMonitor;
import dev.ply.host.tournament.TournamentPlan;
import dev.ply.host.tune.Spsa;
import dev.ply.host.tune.TuneRunner;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;

/**
 * {@code ply tune --verify}: a match of the tuned values ({@code <name>.tuned}) against the start
 * values ({@code <name>.start}), colour-swapped pairs on the tuning's openings, stopped by an SPRT
 * of elo0 {@value #ELO0}, elo1 {@value #ELO1}, α = β = 0.05 (fishtest's usual bounds for a tuning's
 * check) or after its games; played and recorded as any match is ({@link RunLifecycle}), so it
 * resumes too, and ends with the standings' Elo and its interval.
 */
final class TuneVerify {

  static final double ELO0 = 0;
  static final double ELO1 = 5;

  private TuneVerify() {}

  static int run(
      ResultStore store,
      RunInfo tuning,
      TournamentPlan base,
      Entrant tuned,
      Spsa spsa,
      double[] finalValues,
      int games,
      PrintWriter out,
      StoreLocation db,
      long tuningRun) {
    double[] start = spsa.start();
    Entrant better = TuneRunner.entrantWith(tuned, tuned.name() + ".tuned", spsa, finalValues);
    Entrant before = TuneRunner.entrantWith(tuned, tuned.name() + ".start", spsa, start);
    int even = games % 2 == 0 ? games : games + 1;
    TournamentPlan plan =
        new TournamentPlan(
            base.game(),
            base.variant(),
            new HeadToHeadMatch(better.name(), before.name()),
            even,
            base.openings(),
            base.seed(),
            base.referee(),
            base.concurrency(),
            List.of(better, before),
            Optional.of(
                new SprtMonitor(
                    better.name(), before.name(), new SprtSpec(ELO0, ELO1, 0.05, 0.05))),
            base.violations(),
            base.players(),
            true);
    StringBuilder values = new StringBuilder();
    for (int p = 0; p < finalValues.length; p++) {
      values.append(p == 0 ? "" : ", ").append(spsa.parameters().get(p).name()).append('=');
      values.append(finalValues[p]);
    }
    String text =
        tuning.configText()
            + "\n# ply tune --verify of tuning "
            + tuningRun
            + " ("
            + even
            + " games at most): "
            + values
            + "\n";
    RunInfo info =
        new RunInfo(
            "match",
            tuning.name() + " --verify",
            tuning.configPath(),
            text,
            RunInfo.sha256(text),
            tuning.gameId(),
            tuning.variant(),
            java.time.Instant.now(),
            tuning.plyVersion(),
            tuning.jvm(),
            tuning.os(),
            tuning.plugins());
    out.printf(
        "Verify: %s against %s, SPRT elo0 %.0f elo1 %.0f alpha 0.05 beta 0.05, at most %d games%n",
        better.name(), before.name(), ELO0, ELO1, even);
    out.flush();
    RunLifecycle.Result result =
        RunLifecycle.run(
            store,
            new RunLifecycle.Request(
                info,
                plan,
                false,
                RunLifecycle.WhenFinished.SHOW,
                new LocalVenue(plan.concurrency())),
            new RunLifecycle.Observer() {
              @Override
              public void starting(long runId, boolean resumed, int done, int total) {
                if (resumed) {
                  out.printf(
                      "Verify: resuming run %d: %d of %d games played%n", runId, done, total);
                  out.flush();
                }
              }
            },
            TournamentProgress.forOutput(out, TournamentProgress.onTerminal()));
    out.println();
    RunCommand.printDecisions(out, result);
    StandingsOutput.print(out, db, result.runId());
    out.printf("Recorded in %s (run %d).%n", db, result.runId());
    return 0;
  }
}
