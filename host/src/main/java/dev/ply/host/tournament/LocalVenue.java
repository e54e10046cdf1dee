package dev.ply.host.tournament;

import dev.ply.host.referee.GameCancelled;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.store.ScheduledGame;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

/** Plays games on {@code concurrency} threads of this process, each game with fresh players. */
public final class LocalVenue implements Venue {

  private final int concurrency;

  public LocalVenue(int concurrency) {
    if (concurrency < 1) {
      throw new IllegalArgumentException("concurrency must be at least 1");
    }
    this.concurrency = concurrency;
  }

  @Override
  public void play(
      List<ScheduledGame> games, GameTable table, TournamentListener listener, Results results) {
    AtomicBoolean stop = new AtomicBoolean();
    ExecutorService pool =
        Executors.newFixedThreadPool(
            concurrency,
            r -> {
              Thread t = new Thread(r, "ply-game");
              t.setDaemon(true);
              return t;
            });
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (ScheduledGame g : games) {
        futures.add(
            pool.submit(
                () -> {
                  if (!stop.get()) {
                    GameRecord record;
                    try {
                      record = table.play(g, listener.moves(g));
                    } catch (GameCancelled cancelled) {
                      return; // the run is stopping: the game stays in the schedule, to be played
                      // later
                    }
                    if (stop.get() && Thread.currentThread().isInterrupted()) {
                      return; // finished only because the run was being stopped: do not trust it
                    }
                    synchronized (results) {
                      if (results.finished(g, record, "")) {
                        stop.set(true);
                      }
                    }
                  }
                }));
      }
      for (Future<?> f : futures) {
        try {
          f.get();
        } catch (ExecutionException e) {
          stop.set(true);
          throw new IllegalStateException(
              "game failed outside any player: " + e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          stop.set(true);
          throw new IllegalStateException("interrupted", e);
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
