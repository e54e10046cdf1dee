package dev.ply.classic.search;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.api.SearchListener;
import dev.ply.api.Values;
import dev.ply.classic.ordering.MovePicker;
import dev.ply.classic.stats.SearchStats;
import dev.ply.classic.time.SearchClock;
import dev.ply.classic.trace.SearchTrace;
import dev.ply.classic.tt.TranspositionTable;

/**
 * The events of a node that several collaborators of a {@link SearchContext} hear at once, so that
 * a search says each in one call: a node is entered with {@code visit} and ended with {@code leave}
 * or a method that scores it ({@link #evaluate}, {@link #terminal}, {@link #tableValue}); {@link
 * #cutoff} and {@link #lookAhead} happen in between.
 *
 * <p>Who hears what: the clock is polled and the statistics counted at every node entered, the move
 * buffers and principal variation grow with the plies reached, the horizon flag is set where a
 * value rests on the evaluator, the move picker learns from cutoffs, and the trace, where one is
 * attached ({@link dev.ply.api.Player#trace}), hears every position entered and left; without one
 * the search pays a null check per event and nothing more. Every search of {@code search/} calls
 * these through {@link SearchContext#events()}; one search thread, as its context.
 */
final class NodeEvents {

  private final SearchClock clock;
  private final SearchStats stats;
  private final MovePicker picker;
  private final TriangularPvTable pv;
  private final Horizon horizon;
  private final Evaluator evaluator;
  private final SearchTrace trace;

  /**
   * The events of the nodes of {@code context}'s search, which scores a position at the horizon
   * with {@code evaluator} (0 for every position when null).
   */
  NodeEvents(SearchContext context, Evaluator evaluator) {
    this.clock = context.clock();
    this.stats = context.stats();
    this.picker = context.picker();
    this.pv = context.pv();
    this.horizon = context.horizon();
    this.trace = context.trace();
    this.evaluator = evaluator;
  }

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

  /**
   * Enters {@code state}, {@code ply} below the root, for Pearl's TEST of whether its value exceeds
   * {@code alpha} (or, negated, stays below): a node, which a trace sees as the null window {@code
   * (alpha, alpha + 1)}, marked as a test.
   */
  void visitTest(GameState state, int ply, int alpha) {
    visit(ply);
    if (trace != null) {
      trace.enter(ply, state.playerToMove(), alpha, alpha + 1, SearchListener.TEST);
    }
  }

  /**
   * Counts a position looked at beyond a node, reached by {@code move}: a node, but not a ply
   * deeper, since the search was not asked to go there (the game's tactics read a result there). A
   * trace hears it as a look-ahead.
   */
  void lookAhead(int move) {
    clock.beforeNode(stats.nodes());
    stats.lookAheadNode();
    if (trace != null) {
      trace.lookAhead(move);
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
