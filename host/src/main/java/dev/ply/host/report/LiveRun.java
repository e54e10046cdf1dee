package dev.ply.host.report;

import dev.ply.api.GameState;
import dev.ply.host.referee.GameListener;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.MoveRecord;
import dev.ply.host.store.ScheduledGame;
import dev.ply.host.tournament.Tally;
import dev.ply.host.tournament.TournamentListener;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * What the live page knows of a run that only the process playing it knows: the games in play, move
 * by move, and the run's progress. Everything else the page shows (standings, crosstable, SPRT) it
 * reads from the store, as {@code ply standings} and the report do.
 *
 * <p>A {@link TournamentListener} that hands every event to the listener it wraps (the progress
 * bar) first, then keeps what the page needs. Nothing the page does may stop the run: a failure
 * here is written once through {@code warn} and the run goes on; a game's drawing is made only when
 * the page asks for it, on the server's thread, never on the referee's.
 *
 * <p>Threads: games call in from the threads that play them; the page reads from the server's
 * threads. Each game in play keeps a copy of its position that only its {@link InPlay} touches,
 * under its lock.
 */
public final class LiveRun implements TournamentListener {

  private final TournamentListener inner;
  private final Consumer<String> warn;
  private final Set<String> warned = ConcurrentHashMap.newKeySet();
  private final Map<Integer, InPlay> playing = new ConcurrentHashMap<>();
  private final AtomicLong version = new AtomicLong();
  private final AtomicLong recorded = new AtomicLong();
  private volatile long startNanos = System.nanoTime();
  private volatile int startDone;
  private volatile int done;
  private volatile int total;
  private volatile boolean started;
  private volatile boolean ended;
  private volatile long endNanos;

  /**
   * @param inner the listener that shows progress otherwise (a bar, log lines)
   * @param warn writes one line to the user (standard error)
   */
  public LiveRun(TournamentListener inner, Consumer<String> warn) {
    this.inner = inner;
    this.warn = warn;
  }

  /** Where the page's problems are written: one line each. */
  public Consumer<String> warn() {
    return warn;
  }

  /** Writes {@code line} the first time a problem of this {@code kind} occurs, never again. */
  void warnOnce(String kind, String line) {
    if (warned.add(kind)) {
      try {
        warn.accept(line);
      } catch (RuntimeException ignored) {
        // the warning's own output failed: nothing more to say
      }
    }
  }

  private void guard(Runnable action) {
    try {
      action.run();
    } catch (RuntimeException | LinkageError e) {
      warnOnce(
          "listener",
          "live page: it stopped following the games ("
              + e.getClass().getSimpleName()
              + (e.getMessage() != null ? ": " + e.getMessage() : "")
              + "); the run goes on");
    }
  }

  @Override
  public void started(int total, int done) {
    inner.started(total, done);
    guard(
        () -> {
          this.startNanos = System.nanoTime();
          this.startDone = done;
          this.done = done;
          this.total = total;
          this.started = true;
          recorded.incrementAndGet();
          version.incrementAndGet();
        });
  }

  @Override
  public void sprt(String status) {
    inner.sprt(status);
  }

  @Override
  public void gameFinished(GameRecord game, int done, int total, Tally tally) {
    inner.gameFinished(game, done, total, tally);
    guard(
        () -> {
          playing.remove(game.number());
          this.done = done;
          this.total = total;
          recorded.incrementAndGet();
          version.incrementAndGet();
        });
  }

  @Override
  public void ended(int done, int total) {
    inner.ended(done, total);
    guard(
        () -> {
          playing.clear();
          this.done = done;
          this.total = total;
          this.endNanos = System.nanoTime();
          this.ended = true;
          recorded.incrementAndGet();
          version.incrementAndGet();
        });
  }

  @Override
  public GameListener moves() {
    return inner.moves();
  }

  @Override
  public GameListener moves(ScheduledGame game) {
    return follow(game, inner.moves(game), "");
  }

  @Override
  public GameListener moves(ScheduledGame game, String where) {
    return follow(game, inner.moves(game, where), where);
  }

  /** Shows {@code game} in play, played here ({@code where} empty) or on the worker it names. */
  private GameListener follow(ScheduledGame game, GameListener outer, String where) {
    return new GameListener() {
      @Override
      public void started(GameState start) {
        outer.started(start);
        guard(
            () -> {
              playing.put(game.number(), new InPlay(game, start.copy(), where));
              version.incrementAndGet();
            });
      }

      @Override
      public void moved(MoveRecord move, GameState after) {
        outer.moved(move, after);
        guard(
            () -> {
              InPlay in = playing.get(game.number());
              if (in != null) {
                in.moved(move, after.copy());
                version.incrementAndGet();
              }
            });
      }
    };
  }

  /** Changes with every event: the page reads the store again only when it has. */
  public long version() {
    return version.get();
  }

  /**
   * Changes when the store has changed for the page: the run started, a game was recorded, the run
   * ended (not with each move).
   */
  long recorded() {
    return recorded.get();
  }

  /** Whether the run has started (and said how many games it has). */
  boolean hasStarted() {
    return started;
  }

  /** Whether the run has ended. */
  public boolean hasEnded() {
    return ended;
  }

  /** The run's progress as this process counted it. */
  Progress progress() {
    int d = done;
    int t = total;
    double seconds = ((ended ? endNanos : System.nanoTime()) - startNanos) / 1e9;
    int played = d - startDone;
    Optional<Double> rate =
        played > 0 && seconds > 0 ? Optional.of(played / seconds) : Optional.empty();
    return new Progress(d, t, rate);
  }

  /** The games in play, by number. */
  List<InPlay> inPlay() {
    return playing.values().stream().sorted(Comparator.comparingInt(InPlay::number)).toList();
  }

  /**
   * How far a run has got.
   *
   * @param done the games recorded
   * @param total the games planned (at least {@code done})
   * @param gamesPerSecond the rate since the run started or resumed, if any game finished since
   */
  record Progress(int done, int total, Optional<Double> gamesPerSecond) {

    /** The seconds left at the present rate, if there is one. */
    Optional<Double> etaSeconds() {
      return gamesPerSecond.filter(r -> r > 0).map(r -> Math.max(0, total - done) / r);
    }
  }

  /** One game in play: its schedule entry, its position and its last move. */
  static final class InPlay {
    private final ScheduledGame game;
    private GameState position;
    private MoveRecord last;
    private int plies;
    private final String where;
    private int drawnAt = -1;
    private Board drawn;

    InPlay(ScheduledGame game, GameState start, String where) {
      this.game = game;
      this.position = start;
      this.where = where;
    }

    int number() {
      return game.number();
    }

    ScheduledGame game() {
      return game;
    }

    synchronized void moved(MoveRecord move, GameState after) {
      this.position = after;
      this.last = move;
      this.plies++;
    }

    /** The game as the page shows it now, drawn (once per move) on the caller's thread. */
    synchronized Shown shown() {
      if (drawnAt != plies || drawn == null) {
        drawn = Board.of(position);
        drawnAt = plies;
      }
      return new Shown(game, plies, Optional.ofNullable(last), drawn, where);
    }
  }

  /**
   * A game in play as the page shows it.
   *
   * @param plies the moves played since the game started (after any opening)
   * @param last the last move, if one was played
   * @param where the cluster worker that plays it, or empty when this process does
   */
  record Shown(
      ScheduledGame game, int plies, Optional<MoveRecord> last, Board board, String where) {}

  /**
   * A position as the page shows it: its drawing, or its text board and, when the drawing failed,
   * why.
   */
  record Board(Optional<String> svg, String text, Optional<String> problem) {

    static Board of(GameState state) {
      BoardDrawing.Drawn drawn = BoardDrawing.of(state);
      String text;
      try {
        text = drawn.svg().isPresent() ? "" : state.render();
      } catch (RuntimeException | LinkageError | StackOverflowError e) {
        text = "(the game's render() failed: " + e.getClass().getSimpleName() + ")";
      }
      return new Board(drawn.svg(), text == null ? "" : text, drawn.problem());
    }
  }
}
