package dev.ply.host.cluster;

import dev.ply.host.referee.GameListener;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.Strikes;
import dev.ply.host.store.ScheduledGame;
import dev.ply.host.tournament.GameTable;
import java.io.Serializable;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;

/**
 * One game for a worker to play, with the strikes of the run so far (so that a disqualified or
 * runaway entrant forfeits there as it would on the coordinator). Runs on the worker's game
 * executor; its result travels back to the coordinator, which records it.
 */
record PlayGame(RunDescription run, ScheduledGame game, Map<String, Integer> strikes,
    Set<String> disqualified, Set<String> runaways) implements Callable<GameRecord>, Serializable {

  @Override
  public GameRecord call() {
    WorkerContext worker = WorkerContext.current();
    GameTable table = new GameTable(worker.plan(run), Strikes.of(strikes, disqualified,
        runaways));
    long start = System.nanoTime();
    GameRecord record = table.play(game, GameListener.NONE);
    worker.played(String.format(Locale.ROOT, "game %d: %s vs %s %s, %d plies, %.2fs",
        record.number(), game.first(), game.second(), record.result(), record.plies(),
        (System.nanoTime() - start) / 1e9));
    return record;
  }
}
