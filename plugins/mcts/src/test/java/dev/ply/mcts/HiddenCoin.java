package dev.ply.mcts;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.View;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * The smallest game of strategy fusion (Frank and Basin 1998; Long et al. 2010, figure 1): a fair
 * coin is tossed and hidden from seat 0, which then takes a sure 1 ({@code safe}) or gambles
 * ({@code gamble}) and must call the coin ({@code heads}, {@code tails}): +2 if right, -2 if wrong.
 * Seat 1 never moves and gets the opposite. Gambling is worth 0 to a seat that cannot see the coin,
 * but 2 in every world a perfect-information search looks at, where it can.
 */
final class HiddenCoin implements Game {

  static final int HEADS = 0;
  static final int TAILS = 1;
  static final int SAFE = 2;
  static final int GAMBLE = 3;
  static final int CALL_HEADS = 4;
  static final int CALL_TAILS = 5;
  private static final String[] NAMES = {
    "coin:heads", "coin:tails", "safe", "gamble", "heads", "tails"
  };

  @Override
  public String id() {
    return "hidden-coin";
  }

  @Override
  public String displayName() {
    return "Hidden coin";
  }

  @Override
  public int players() {
    return 2;
  }

  @Override
  public int maxUtility() {
    return 2;
  }

  @Override
  public Set<GameFeature> features() {
    return Set.of(GameFeature.CHANCE, GameFeature.HIDDEN_INFORMATION);
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of();
  }

  @Override
  public GameState newGame(Options variant) {
    return new State();
  }

  /** The moves played so far, the coin first. */
  static final class State implements GameState {
    private int[] moves = new int[3];
    private int plies;

    @Override
    public int playerToMove() {
      return plies == 0 ? CHANCE : 0;
    }

    @Override
    public int maxMoves() {
      return 2;
    }

    @Override
    public int legalMoves(int[] buffer) {
      if (isTerminal()) {
        return 0;
      }
      int first = plies == 0 ? HEADS : plies == 1 ? SAFE : CALL_HEADS;
      buffer[0] = first;
      buffer[1] = first + 1;
      return 2;
    }

    @Override
    public List<ChanceOutcome> chanceOutcomes() {
      return plies == 0
          ? List.of(ChanceOutcome.uniform(HEADS, 2), ChanceOutcome.uniform(TAILS, 2))
          : List.of();
    }

    @Override
    public void play(int move) {
      moves[plies++] = move;
    }

    @Override
    public void undo() {
      plies--;
    }

    @Override
    public int plies() {
      return plies;
    }

    @Override
    public boolean isTerminal() {
      return plies == 3 || plies == 2 && moves[1] == SAFE;
    }

    @Override
    public int utility(int player) {
      int u0 = moves[1] == SAFE ? 1 : moves[2] - CALL_HEADS == moves[0] ? 2 : -2;
      return player == 0 ? u0 : -u0;
    }

    @Override
    public long hash() {
      long h = plies;
      for (int i = 0; i < plies; i++) {
        h = h * 31 + moves[i] + 1;
      }
      return h;
    }

    @Override
    public GameState copy() {
      State s = new State();
      s.moves = moves.clone();
      s.plies = plies;
      return s;
    }

    @Override
    public String moveToText(int move) {
      return NAMES[move];
    }

    @Override
    public int textToMove(String text) {
      return Arrays.asList(NAMES).indexOf(text.trim());
    }

    @Override
    public String render() {
      return "moves " + Arrays.toString(Arrays.copyOf(moves, plies));
    }

    @Override
    public String observation(int seat) {
      return seat == 1 || plies == 0
          ? render()
          : "coin ? then " + (plies > 1 ? NAMES[moves[1]] : "");
    }

    @Override
    public View view(int seat) {
      return new CoinView(seat, plies > 1 ? moves[1] : -1, plies, observation(seat));
    }
  }

  /** Seat 0 sees its own choice, never the coin. */
  record CoinView(int seat, int choice, int plies, String observation) implements View {
    @Override
    public int maxMoves() {
      return 2;
    }

    @Override
    public int legalMoves(int[] buffer) {
      return sample(RandomGenerator.of("L64X128MixRandom")).legalMoves(buffer);
    }

    @Override
    public String moveToText(int move) {
      return NAMES[move];
    }

    @Override
    public int textToMove(String text) {
      return Arrays.asList(NAMES).indexOf(text.trim());
    }

    @Override
    public GameState sample(RandomGenerator random) {
      State s = new State();
      if (plies > 0) {
        s.play(random.nextInt(2) == 0 ? HEADS : TAILS);
      }
      if (plies > 1) {
        s.play(choice);
      }
      return s;
    }
  }
}
