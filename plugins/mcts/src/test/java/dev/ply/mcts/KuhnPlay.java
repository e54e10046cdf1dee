package dev.ply.mcts;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.api.View;
import dev.ply.poker.KuhnPoker;
import java.util.Map;
import java.util.Optional;

/** Kuhn poker positions, players that see only their views, and exact expected values. */
final class KuhnPlay {

  static final KuhnPoker GAME = new KuhnPoker();

  private KuhnPlay() {}

  /** A new player of {@code strategy}, its new game begun at {@code seat} with {@code seed}. */
  static Player player(Strategy strategy, Map<String, ?> options, int seat, long seed) {
    Player player =
        strategy.newPlayer(
            new PlayerContext(
                GAME,
                Options.resolve(GAME.variantOptions(), Map.of()),
                Options.resolve(strategy.options(), options),
                Optional.empty(),
                seed));
    player.newGame(seat, seed);
    return player;
  }

  /** The move a new player chooses from the view of the seat to move after {@code moves}. */
  static SearchReport choose(
      Strategy strategy, Map<String, ?> options, long seed, String... moves) {
    GameState s = Fixtures.position(GAME, moves);
    int seat = s.playerToMove();
    return player(strategy, options, seat, seed).chooseMove(s.view(seat), Limits.none());
  }

  /** The text of {@link #choose}'s move. */
  static String move(Strategy strategy, Map<String, ?> options, long seed, String... moves) {
    GameState s = Fixtures.position(GAME, moves);
    return s.moveToText(choose(strategy, options, seed, moves).move());
  }

  /**
   * The exact expected utility of {@code seat} played by {@code strategy} against a uniformly
   * random opponent: every deal and every random choice enumerated with its probability, and at
   * each of the seat's turns the move of a new player seeded {@code seed}, given only its view.
   */
  static double valueAgainstRandom(Strategy strategy, Map<String, ?> options, int seat, long seed) {
    return value(Fixtures.position(GAME), strategy, options, seat, seed);
  }

  private static double value(
      GameState s, Strategy strategy, Map<String, ?> options, int seat, long seed) {
    if (s.isTerminal()) {
      return s.utility(seat);
    }
    if (s.playerToMove() == GameState.CHANCE) {
      double v = 0;
      for (ChanceOutcome o : s.chanceOutcomes()) {
        s.play(o.move());
        v += o.probability() * value(s, strategy, options, seat, seed);
        s.undo();
      }
      return v;
    }
    if (s.playerToMove() == seat) {
      View view = s.view(seat);
      int move = player(strategy, options, seat, seed).chooseMove(view, Limits.none()).move();
      s.play(move);
      double v = value(s, strategy, options, seat, seed);
      s.undo();
      return v;
    }
    int[] moves = new int[s.maxMoves()];
    int n = s.legalMoves(moves);
    double v = 0;
    for (int i = 0; i < n; i++) {
      s.play(moves[i]);
      v += value(s, strategy, options, seat, seed) / n;
      s.undo();
    }
    return v;
  }
}
