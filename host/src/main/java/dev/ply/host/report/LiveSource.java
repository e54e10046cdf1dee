package dev.ply.host.report;

import dev.ply.host.store.ResultReader;
import dev.ply.host.store.StoreException;
import dev.ply.host.store.StoreLocation;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Where the live page's data comes from: the store, read as {@code ply standings} and the report
 * read it ({@link RunResults}), and, while this process plays the run, its {@link LiveRun} for the
 * games in play and the progress. No second pipeline: the standings, crosstable and SPRT are read
 * back from the store as games are recorded.
 *
 * <p>The store is read again when a game has been recorded (for a run played here; at once when the
 * run ends) or every {@value #STORE_EVERY_MS} ms (for one others are writing), never more often
 * than that, and never more than a fifth of the time for a run so large that reading it takes a
 * while; never per request. The reader is opened on the first request and again after a failure,
 * which the page then shows.
 *
 * <p>Threads: {@link #view()} is called from the server's threads, one at a time.
 */
public final class LiveSource implements AutoCloseable {

  /** How often the store is read again for a run this process does not play. */
  static final long STORE_EVERY_MS = 1000;

  private final StoreLocation db;
  private final Optional<LiveRun> live;
  private final Consumer<String> warn;
  private final java.util.Set<String> warned = new java.util.HashSet<>();
  private volatile Optional<Long> runId;
  private ResultReader reader;
  private RunResults results;
  private long readVersion = -1;
  private long readAtNanos;
  private long readNanos;

  private LiveSource(
      StoreLocation db, Optional<Long> runId, Optional<LiveRun> live, Consumer<String> warn) {
    this.db = db;
    this.runId = runId;
    this.live = live;
    this.warn = warn;
  }

  /** The page of the run this process plays, once {@link #runIs} names it. */
  public static LiveSource playing(StoreLocation db, LiveRun live) {
    return new LiveSource(db, Optional.empty(), Optional.of(live), live.warn());
  }

  /**
   * The page of run {@code runId} of {@code db} (the latest when empty), read from the store only.
   */
  public static LiveSource recorded(StoreLocation db, Optional<Long> runId, Consumer<String> warn) {
    return new LiveSource(db, runId, Optional.empty(), warn);
  }

  /** The run this process plays has its id. */
  public void runIs(long id) {
    this.runId = Optional.of(id);
  }

  /** What the page shows now. */
  synchronized LivePage.View view() {
    List<String> notes = new ArrayList<>();
    if (live.isPresent() && runId.isEmpty()) {
      return starting("the run is starting");
    }
    try {
      refresh();
    } catch (StoreException e) {
      close();
      String why = "the store cannot be read just now: " + e.getMessage();
      warnOnce("store", "live page: " + why + " (the page says so and tries again)");
      if (results == null) {
        return starting(why);
      }
      notes.add(why + "; the page shows what it read last");
    }
    ResultReader.Run run = results.run();
    String title = "Ply live: " + run.name();
    String about =
        String.format(
            Locale.ROOT,
            "Run %d of %s: a %s of %s%s.",
            run.id(),
            db.toString(),
            run.kind(),
            run.game(),
            run.variant().isEmpty() ? "" : " (" + run.variant() + ")");
    List<LiveRun.Shown> games = List.of();
    String state;
    LiveRun.Progress progress;
    String gamesNote;
    if (live.isPresent()) {
      LiveRun l = live.get();
      state = l.hasEnded() ? "finished" : "running";
      progress = l.hasStarted() ? l.progress() : storeProgress();
      games = l.inPlay().stream().map(LiveRun.InPlay::shown).toList();
      for (LiveRun.Shown g : games) {
        g.board()
            .problem()
            .ifPresent(
                why ->
                    warnOnce(
                        "drawing",
                        "live page: game "
                            + g.game().number()
                            + ": "
                            + why
                            + "; the page shows the text board"));
      }
      gamesNote =
          l.hasEnded()
              ? "The run is over; every game is in the standings below."
              : "No game is being played just now.";
    } else {
      state = run.status();
      progress = storeProgress();
      gamesNote =
          state.equals("running")
              ? "This page reads the store, which holds a game once it ends: the games in play are"
                  + " on the live page of the process that plays them (ply tournament --serve)."
              : "The run is " + state + ".";
    }
    return new LivePage.View(
        title,
        about,
        state,
        progress,
        results.sprt(),
        HtmlReport.liveSections(results),
        games,
        gamesNote,
        notes,
        run.game());
  }

  /** Writes {@code line} the first time a problem of this {@code kind} occurs. */
  private void warnOnce(String kind, String line) {
    if (warned.add(kind)) {
      try {
        warn.accept(line);
      } catch (RuntimeException ignored) {
        // the warning's own output failed: nothing more to say
      }
    }
  }

  private LivePage.View starting(String why) {
    return new LivePage.View(
        "Ply live",
        "Run in " + db + ".",
        "starting",
        new LiveRun.Progress(0, 0, Optional.empty()),
        Optional.empty(),
        "",
        List.of(),
        why,
        List.of(),
        "");
  }

  /** Reads the run again when it has moved on, or now and then for a run played elsewhere. */
  private void refresh() {
    long now = System.nanoTime();
    boolean due;
    // A large run takes a while to read: never spend more than a fifth of the time reading it.
    long pause = Math.max(STORE_EVERY_MS * 1_000_000, 4 * readNanos);
    if (live.isPresent()) {
      long version = live.get().recorded();
      due =
          results == null
              || (version != readVersion && (live.get().hasEnded() || now - readAtNanos >= pause));
      if (due) {
        readVersion = version;
      }
    } else {
      due = results == null || now - readAtNanos >= pause;
    }
    if (!due) {
      return;
    }
    if (reader == null) {
      reader = ResultReader.open(db);
    }
    results = RunResults.load(reader, runId);
    readAtNanos = now;
    readNanos = System.nanoTime() - now;
  }

  /**
   * The progress of a run as the store holds it: games recorded of games planned, at the rate from
   * the first game's start to the last one's end.
   */
  private LiveRun.Progress storeProgress() {
    int done = results.games().size();
    int total = Math.max(done, results.schedule().size());
    Optional<Double> rate = Optional.empty();
    try {
      Instant first = null;
      Instant last = null;
      for (ResultReader.Game g : results.games()) {
        Instant s = Instant.parse(g.startedAt());
        Instant e = Instant.parse(g.endedAt());
        first = first == null || s.isBefore(first) ? s : first;
        last = last == null || e.isAfter(last) ? e : last;
      }
      if (first != null && last.isAfter(first)) {
        rate = Optional.of(done / (Duration.between(first, last).toMillis() / 1000.0));
      }
    } catch (DateTimeParseException | NullPointerException e) {
      rate = Optional.empty(); // an older store's times: no rate
    }
    return new LiveRun.Progress(done, total, rate);
  }

  @Override
  public synchronized void close() {
    if (reader != null) {
      try {
        reader.close();
      } catch (RuntimeException ignored) {
        // closing a reader that failed: nothing to keep
      }
      reader = null;
    }
  }
}
