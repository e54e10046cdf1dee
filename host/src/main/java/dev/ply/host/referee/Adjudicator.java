package dev.ply.host.referee;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Values;
import dev.ply.host.json.Json;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Applies the {@link Adjudication} rules to one game, move by move, on the referee's thread. The
 * draw and resignation rules follow cutechess-cli's {@code GameAdjudicator}: runs of consecutive
 * qualifying scores, a move without a score ending every run. The proof rule runs a search of its
 * own (one player per game, created on the first attempt, so its table carries over from move to
 * move) and closes it with the game.
 */
final class Adjudicator implements AutoCloseable {

  /** How a game was adjudicated: the winning seat (-1 for a draw), a sentence and the record. */
  record Verdict(int winnerSeat, String reason, Adjudicated record) {}

  private final Adjudication rules;
  private final Game game;
  private final Options variant;
  private final long seed;
  private final List<String> names;

  /** Consecutive plies whose mover reported a score within the draw rule's bounds. */
  private int drawRun;

  /** Per seat: consecutive own moves at or below -score, and at or above +score. */
  private final int[] losingRun;

  private final int[] winningRun;
  private Player prover;

  /** Set once the proof search has failed: it is not asked again in this game. */
  private boolean proverBroken;

  Adjudicator(Adjudication rules, Game game, Options variant, long seed, List<String> names) {
    this.rules = rules;
    this.game = game;
    this.variant = variant;
    this.seed = seed;
    this.names = List.copyOf(names);
    this.losingRun = new int[names.size()];
    this.winningRun = new int[names.size()];
  }

  /**
   * Looks at the game after a player's move: the last of {@code moves}, already played on {@code
   * state}, which is not over.
   */
  Optional<Verdict> afterMove(List<MoveRecord> moves, GameState state) {
    MoveRecord last = moves.get(moves.size() - 1);
    Integer score = last.value();
    Optional<Verdict> verdict = Optional.empty();
    if (rules.resign().isPresent()) {
      verdict = resign(rules.resign().get(), moves, last.seat(), score, state);
    }
    if (verdict.isEmpty() && rules.draw().isPresent()) {
      verdict = draw(rules.draw().get(), moves, score, state);
    }
    if (verdict.isEmpty() && rules.proof().isPresent() && !proverBroken) {
      verdict = proof(rules.proof().get(), state);
    }
    return verdict;
  }

  // ---- draw: cutechess's -draw movenumber=N movecount=M score=S

  private Optional<Verdict> draw(
      Adjudication.DrawRule rule, List<MoveRecord> moves, Integer score, GameState state) {
    drawRun = score != null && Math.abs((long) score) <= rule.score() ? drawRun + 1 : 0;
    int needed = rule.moves() * names.size();
    if (drawRun < needed || state.plies() / names.size() < rule.afterMove()) {
      return Optional.empty();
    }
    Map<String, Object> draw = new LinkedHashMap<>();
    draw.put("after-move", rule.afterMove());
    draw.put("moves", rule.moves());
    draw.put("score", rule.score());
    draw.put("scores", scores(moves, rule.moves(), -1));
    String evidence = Json.of(draw);
    return Optional.of(
        new Verdict(
            -1,
            "adjudicated a draw: every player's score within ±"
                + rule.score()
                + " for "
                + rule.moves()
                + " consecutive moves after move "
                + rule.afterMove(),
            new Adjudicated("draw", state.plies(), evidence)));
  }

  // ---- resign: cutechess's -resign movecount=M score=S [twosided=true]

  private Optional<Verdict> resign(
      Adjudication.ResignRule rule,
      List<MoveRecord> moves,
      int seat,
      Integer score,
      GameState state) {
    losingRun[seat] = score != null && score <= -rule.score() ? losingRun[seat] + 1 : 0;
    winningRun[seat] = score != null && score >= rule.score() ? winningRun[seat] + 1 : 0;
    if (names.size() != 2) {
      return Optional.empty();
    }
    for (int loser = 0; loser < 2; loser++) {
      int winner = 1 - loser;
      if (losingRun[loser] >= rule.moves()
          && (!rule.twoSided() || winningRun[winner] >= rule.moves())) {
        Map<String, Object> resign = new LinkedHashMap<>();
        resign.put("moves", rule.moves());
        resign.put("score", rule.score());
        resign.put("two-sided", rule.twoSided());
        resign.put("scores", scores(moves, rule.moves(), rule.twoSided() ? -1 : loser));
        String evidence = Json.of(resign);
        String why =
            names.get(loser)
                + " resigned (adjudicated): its score was at or below -"
                + rule.score()
                + " for "
                + rule.moves()
                + " consecutive moves"
                + (rule.twoSided()
                    ? " and " + names.get(winner) + "'s at or above +" + rule.score()
                    : "");
        return Optional.of(
            new Verdict(winner, why, new Adjudicated("resign", state.plies(), evidence)));
      }
    }
    return Optional.empty();
  }

  /**
   * The scores of the last {@code count} moves of {@code seat} (or of every seat, {@code -1}: the
   * last {@code count} of each), oldest first, each a map of ply, player and score for JSON.
   */
  private List<Object> scores(List<MoveRecord> moves, int count, int seat) {
    int[] left = new int[names.size()];
    java.util.Arrays.fill(left, count);
    java.util.ArrayDeque<MoveRecord> picked = new java.util.ArrayDeque<>();
    for (int i = moves.size() - 1; i >= 0; i--) {
      MoveRecord m = moves.get(i);
      if ((seat < 0 || m.seat() == seat) && left[m.seat()] > 0) {
        left[m.seat()]--;
        picked.addFirst(m);
      }
      if (java.util.Arrays.stream(left).allMatch(n -> n == 0) || (seat >= 0 && left[seat] == 0)) {
        break;
      }
    }
    List<Object> scores = new ArrayList<>();
    for (MoveRecord m : picked) {
      Map<String, Object> score = new LinkedHashMap<>();
      score.put("ply", m.ply());
      score.put("player", m.player());
      score.put("score", m.value());
      scores.add(score);
    }
    return scores;
  }

  // ---- proof

  private Optional<Verdict> proof(Adjudication.ProofRule rule, GameState state) {
    SearchReport report;
    try {
      if (prover == null) {
        prover =
            rule.strategy()
                .newPlayer(
                    new PlayerContext(game, variant, rule.options(), Optional.empty(), seed));
        prover.newGame(0, seed);
      }
      report =
          prover.chooseMove(
              state.copy(), new Limits(Limits.NO_DEPTH_LIMIT, rule.nodes(), Limits.NO_DEADLINE));
    } catch (RuntimeException e) {
      // A proof that cannot be searched ends nothing; the game is played on without it.
      proverBroken = true;
      return Optional.empty();
    }
    // Fewer nodes than the budget: the search ended by itself, at the end of the game.
    if (report == null || !report.hasValue() || report.nodes() >= rule.nodes()) {
      return Optional.empty();
    }
    int value = report.value();
    if (!Values.isProven(value) && value != 0) {
      return Optional.empty();
    }
    int mover = state.playerToMove();
    int winner = value > 0 ? mover : value < 0 ? 1 - mover : -1;
    String result =
        Values.isProven(value) ? Values.describe(value) + " for " + names.get(mover) : "a draw";
    StringBuilder pv = new StringBuilder();
    GameState walk = state.copy();
    for (int move : report.principalVariation()) {
      if (walk.isTerminal() || !walk.isLegal(move)) {
        break;
      }
      pv.append(pv.length() > 0 ? " " : "").append(walk.moveToText(move));
      walk.play(move);
    }
    Map<String, Object> proof = new LinkedHashMap<>();
    proof.put("strategy", rule.strategy().id());
    proof.put("value", value);
    proof.put("result", result);
    proof.put("nodes", report.nodes());
    proof.put("pv", pv.toString());
    String evidence = Json.of(proof);
    String why =
        (winner < 0
                ? "adjudicated a draw by proof"
                : names.get(winner) + " won by proof (adjudicated)")
            + ": "
            + result
            + ", "
            + rule.strategy().id()
            + " in "
            + report.nodes()
            + " nodes"
            + (pv.length() > 0 ? ", line " + pv : "");
    return Optional.of(new Verdict(winner, why, new Adjudicated("proof", state.plies(), evidence)));
  }

  @Override
  public void close() {
    Player p = prover;
    prover = null;
    if (p instanceof AutoCloseable closeable) {
      try {
        closeable.close();
      } catch (Exception ignored) {
        // the proof's player holds nothing but memory
      }
    }
  }
}
