package dev.ply.classic.search;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.api.SearchListener;
import dev.ply.api.Values;
import dev.ply.classic.ordering.MovePicker;
import dev.ply.classic.stats.SearchStats;
import dev.ply.classic.time.SearchClock;
import dev.ply.classic.trace.SearchTrace;
import dev.ply.classic.tt.TableAccess;
import dev.ply.classic.tt.TranspositionTable;
import java.util.Optional;

/**
 * What one search shares across its recursion: its collaborators, which the searches call directly,
 * and the few events of a node that several of them hear at once.
 *
 * <ul>
 *   <li>{@link #clock()}: the limits, polled at every node; {@link #stats()}: the counters;
 *   <li>{@link #picker()}: the move buffers per ply and their ordering; {@link #pv()}: the
 *       principal variation; {@link #root()}: the best root move and the last iteration's value;
 *   <li>{@link #table()}: the transposition table as the search uses it, null without one, with
 *       {@link #cutoffs()}; {@link #horizon()}: whether the subtree reached the horizon;
 *   <li>{@link #tactics()}: the game's tactics, null when the search does not use them; {@link
 *       #deferral()}: this thread's part in a parallel search's deferral, null on one thread.
 * </ul>
 *
 * <p>A node is entered with {@code visit} and ended with {@code leave} or a method that scores it
 * ({@link #evaluate}, {@link #terminal}, {@link #tableValue}): each counts, polls the clock and
 * tells the trace, where one is attached ({@link dev.ply.api.Player#trace}); without one the search
 * pays a null check per event and nothing more. One search thread.
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
  private final Evaluator evaluator;
  private final TableAccess table;
  private final TranspositionCutoffs cutoffs;
  private final SearchTrace trace;
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
    this.evaluator = evaluator.orElse(null);
    this.table = table == null ? null : new TableAccess(table, table.local(thread), stats);
    this.cutoffs = table == null ? null : new TranspositionCutoffs(this.table, stats);
    this.trace = listener == null ? null : new SearchTrace(listener, stats);
    this.picker = picker;
    this.pv = pv;
    picker.traceTo(trace);
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

  // The events of a node.

  /** Enters a position {@code ply} below the root: polls the limits, counts it, clears its line. */
  void visit(int ply) {
    clock.beforeNode(stats.nodes());
    stats.node(ply);
    if (ply + 1 >= picker.plies()) {
      picker.ensurePly(ply + 1);
      pv.ensurePly(ply + 1);
    }
    pv.clear(ply);
  }

  /**
   * Enters {@code state}, {@code ply} below the root, searched with the window {@code (alpha,
   * beta)} from its side to move's point of view (the full window for a search without one). A
   * finished game is entered by {@link #visit(int)} and scored by {@link #terminal}.
   */
  void visit(GameState state, int ply, int alpha, int beta) {
    visit(ply);
    if (trace != null) {
      trace.enter(ply, state.playerToMove(), alpha, beta, 0);
    }
  }

  /** Ends the position entered last with {@code value}; returns the value. */
  int leave(int value) {
    if (trace != null) {
      trace.leave(value, 0);
    }
    return value;
  }

  /** Ends the position entered last with {@code value}, which the table settled. */
  int leaveByTable(int value) {
    if (trace != null) {
      trace.leave(value, SearchListener.TABLE);
    }
    return value;
  }

  /** Ends a position {@code ply} down with the value of a table entry that settles it. */
  int tableValue(long entry, int ply) {
    if (TranspositionTable.horizon(entry)) {
      horizon.reach(); // as if the subtree had been searched again
    }
    return leaveByTable(TranspositionTable.fromTable(TranspositionTable.value(entry), ply));
  }

  /** Ends a position at the horizon with its heuristic value for the side to move. */
  int evaluate(GameState state) {
    stats.leaf();
    horizon.reach();
    int value =
        evaluator == null ? 0 : Values.checkHeuristic(evaluator.evaluate(state), evaluator.id());
    return leave(value);
  }

  /** The value of a finished game for {@code player}, {@code ply} moves below the root. */
  int terminal(GameState state, int player, int ply) {
    stats.leaf();
    int value = Values.terminal(state.utility(player), ply);
    if (trace != null) {
      trace.finished(player, value);
    }
    return value;
  }

  /**
   * The position at {@code ply} stops: {@code move}, by seat {@code mover} with {@code depth} plies
   * left, reached beta: counted, and told to the picker (its heuristics and the trace).
   */
  void cutoff(int ply, int mover, int move, int depth) {
    stats.cutoff();
    picker.cutoff(ply, mover, move, depth);
  }
}
