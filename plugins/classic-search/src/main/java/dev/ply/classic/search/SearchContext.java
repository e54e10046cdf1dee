package dev.ply.classic.search;

import dev.ply.api.Evaluator;
import dev.ply.api.SearchListener;
import dev.ply.classic.ordering.MovePicker;
import dev.ply.classic.stats.SearchStats;
import dev.ply.classic.time.SearchClock;
import dev.ply.classic.trace.SearchTrace;
import dev.ply.classic.tt.TableAccess;
import dev.ply.classic.tt.TranspositionTable;
import java.util.Optional;

/**
 * What one search shares across its recursion: its collaborators, which the searches call directly.
 *
 * <ul>
 *   <li>{@link #clock()}: the limits, polled at every node; {@link #stats()}: the counters;
 *   <li>{@link #picker()}: the move buffers per ply and their ordering; {@link #pv()}: the
 *       principal variation; {@link #root()}: the best root move and the last iteration's value;
 *   <li>{@link #table()}: the transposition table as the search uses it, null without one, with
 *       {@link #cutoffs()}; {@link #horizon()}: whether the subtree reached the horizon;
 *   <li>{@link #tactics()}: the game's tactics, null when the search does not use them; {@link
 *       #deferral()}: this thread's part in a parallel search's deferral, null on one thread;
 *   <li>{@link #trace()}: the trace of a listener, null without one;
 *   <li>{@link #events()}: the events of a node that several of the above hear at once (a node
 *       entered, scored, left, cut off), one call each.
 * </ul>
 *
 * <p>One search thread.
 */
public final class SearchContext {

  /** The plies below the root whose nodes take part in the deferral (the default). */
  public static final int DEFER_PLIES = Deferral.DEFAULT_PLIES;

  private final SearchClock clock;
  private final SearchStats stats;
  private final MovePicker picker;
  private final TriangularPvTable pv;
  private final RootResult root = new RootResult();
  private final Horizon horizon = new Horizon();
  private final TableAccess table;
  private final TranspositionCutoffs cutoffs;
  private final SearchTrace trace;
  private final NodeEvents events;
  private GameTactics tactics;
  private Deferral deferral;

  /**
   * @param table the transposition table the search reads and writes, or null for none; it may hold
   *     entries of earlier searches (call {@link TranspositionTable#newSearch()} before each)
   */
  public SearchContext(
      SearchClock clock, Optional<Evaluator> evaluator, int maxMoves, TranspositionTable table) {
    this(clock, evaluator, table, null, 0, new MovePicker(maxMoves), new TriangularPvTable());
  }

  /**
   * A context with the move buffers and principal variation table of an earlier search of the
   * thread: a search of a few dozen nodes would spend a quarter of its time making them anew (Pons'
   * Test_L3_R1). The caller sets the picker's heuristics and first root move.
   *
   * @param listener hears every position the search visits, or null for none
   * @param thread 0 for the main thread, 1 and up for the helpers of a parallel search; it chooses
   *     the thread's local table ({@link TranspositionTable#local(int)})
   */
  SearchContext(
      SearchClock clock,
      Optional<Evaluator> evaluator,
      TranspositionTable table,
      SearchListener listener,
      int thread,
      MovePicker picker,
      TriangularPvTable pv) {
    this.clock = clock;
    this.stats = new SearchStats(table != null);
    this.table = table == null ? null : new TableAccess(table, thread, table.local(thread), stats);
    this.cutoffs = table == null ? null : new TranspositionCutoffs(this.table, stats);
    this.trace = listener == null ? null : new SearchTrace(listener, stats);
    this.picker = picker;
    this.pv = pv;
    picker.traceTo(trace);
    this.events = new NodeEvents(this, evaluator.orElse(null)); // last: it reads the others
  }

  /**
   * Lets the searches that know how use the {@link dev.ply.api.Tactics} of a game that offers them.
   *
   * @param maxUtility the game's largest utility, for the bounds of {@link GameTactics}
   */
  public void useTactics(int maxUtility) {
    this.tactics = new GameTactics(maxUtility);
  }

  /**
   * Shares the marks of the positions being searched with the other threads of a parallel search
   * (ABDADA's deferral, see {@link Deferral}) in the first {@code plies} plies below the root.
   */
  void shareBusyPositions(BusyPositions positions, int plies) {
    this.deferral = new Deferral(positions, plies, picker.moves(0).length, stats);
  }

  // The collaborators.

  SearchClock clock() {
    return clock;
  }

  /** The counters of this search. */
  public SearchStats stats() {
    return stats;
  }

  /** The move buffers and their ordering; the caller turns the heuristics on ({@code use}). */
  public MovePicker picker() {
    return picker;
  }

  TriangularPvTable pv() {
    return pv;
  }

  RootResult root() {
    return root;
  }

  Horizon horizon() {
    return horizon;
  }

  TableAccess table() {
    return table;
  }

  TranspositionCutoffs cutoffs() {
    return cutoffs;
  }

  GameTactics tactics() {
    return tactics;
  }

  Deferral deferral() {
    return deferral;
  }

  SearchTrace trace() {
    return trace;
  }

  NodeEvents events() {
    return events;
  }
}
