package dev.ply.host.referee;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.View;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * Three small games of the kinds beyond perfect information, for the referee's tests: a dice race
 * (chance), a hidden card to guess (hidden information and chance), matching pennies (simultaneous
 * moves). Each state keeps its history and recomputes itself from it: slow and obviously right.
 */
public final class KindFixtures {

  private KindFixtures() {}

  /** Moves of the fixtures. */
  static final int ROLL = 0;

  static final int PASS = 1;

  /** Chance outcomes and guesses: FACE + 1..3. */
  static final int FACE = 100;

  static final int GUESS = 200;

  static final int HEADS = 300;
  static final int TAILS = 301;

  /** Base of the three games: history, undo, copy and texts. */
  abstract static class State implements GameState {
    final List<Integer> history = new ArrayList<>();

    @Override
    public int maxMoves() {
      return 4;
    }

    @Override
    public boolean isLegal(int move) {
      int[] b = new int[maxMoves()];
      int n = legalMoves(b);
      for (int i = 0; i < n; i++) {
        if (b[i] == move) {
          return true;
        }
      }
      return false;
    }

    @Override
    public void play(int move) {
      history.add(move);
    }

    @Override
    public void undo() {
      if (history.isEmpty()) {
        throw new IllegalStateException("no move to undo");
      }
      history.remove(history.size() - 1);
    }

    @Override
    public int plies() {
      return history.size();
    }

    @Override
    public long hash() {
      return history.hashCode() * 0x9E3779B97F4A7C15L;
    }

    @Override
    public String moveToText(int move) {
      return switch (move) {
        case ROLL -> "roll";
        case PASS -> "pass";
        case HEADS -> "heads";
        case TAILS -> "tails";
        default -> move >= GUESS ? "guess" + (move - GUESS) : "d" + (move - FACE);
      };
    }

    @Override
    public int textToMove(String text) {
      String t = text.strip();
      if (t.equals("roll")) {
        return ROLL;
      }
      if (t.equals("pass")) {
        return PASS;
      }
      if (t.equals("heads")) {
        return HEADS;
      }
      if (t.equals("tails")) {
        return TAILS;
      }
      if (t.matches("d[1-3]")) {
        return FACE + (t.charAt(1) - '0');
      }
      if (t.matches("guess[1-3]")) {
        return GUESS + (t.charAt(5) - '0');
      }
      throw new IllegalArgumentException("a move is roll, pass, heads, tails, d1-d3 or guess1-3");
    }

    @Override
    public String render() {
      return getClass().getSimpleName() + " " + history;
    }
  }

  /**
   * Two players roll a die in turn (d1..d3, with the given chances); the first to 10 wins.
   * Probabilities in sixths: {2, 2, 2} is a fair die, {1, 2, 2} sums to 5/6 (a broken plugin).
   */
  public static final class DiceRace implements Game {
    final long[] sixths;

    public DiceRace(long... sixths) {
      this.sixths = sixths;
    }

    @Override
    public String id() {
      return "dice-race";
    }

    @Override
    public String displayName() {
      return "Dice race";
    }

    @Override
    public int players() {
      return 2;
    }

    @Override
    public Set<GameFeature> features() {
      return Set.of(GameFeature.CHANCE);
    }

    @Override
    public List<OptionSpec> variantOptions() {
      return List.of();
    }

    @Override
    public GameState newGame(Options variant) {
      return new RaceState(sixths);
    }
  }

  static final class RaceState extends State {
    final long[] sixths;

    RaceState(long[] sixths) {
      this.sixths = sixths;
    }

    int[] scores() {
      int[] s = new int[2];
      int mover = 0;
      for (int move : history) {
        if (move > FACE) {
          s[mover] += move - FACE;
          mover = 1 - mover;
        }
      }
      return s;
    }

    @Override
    public int playerToMove() {
      if (!history.isEmpty() && history.get(history.size() - 1) == ROLL) {
        return CHANCE;
      }
      return (int) history.stream().filter(m -> m > FACE).count() % 2;
    }

    @Override
    public int legalMoves(int[] buffer) {
      if (isTerminal()) {
        return 0;
      }
      if (playerToMove() == CHANCE) {
        for (int f = 1; f <= 3; f++) {
          buffer[f - 1] = FACE + f;
        }
        return 3;
      }
      buffer[0] = ROLL;
      return 1;
    }

    @Override
    public List<ChanceOutcome> chanceOutcomes() {
      if (isTerminal() || playerToMove() != CHANCE) {
        return List.of();
      }
      List<ChanceOutcome> outcomes = new ArrayList<>();
      for (int f = 1; f <= 3; f++) {
        outcomes.add(new ChanceOutcome(FACE + f, sixths[f - 1], 6));
      }
      return outcomes;
    }

    @Override
    public boolean isTerminal() {
      int[] s = scores();
      return s[0] >= 10 || s[1] >= 10;
    }

    @Override
    public int utility(int player) {
      if (!isTerminal()) {
        throw new IllegalStateException("not over");
      }
      return scores()[player] >= 10 ? 1 : -1;
    }

    @Override
    public GameState copy() {
      RaceState c = new RaceState(sixths);
      c.history.addAll(history);
      return c;
    }
  }

  /**
   * Chance deals seat 0 a card from 1 to 3, which seat 1 does not see; seat 0 passes, seat 1
   * guesses the card and wins if right.
   */
  public static final class HiddenGuess implements Game {
    @Override
    public String id() {
      return "hidden-guess";
    }

    @Override
    public String displayName() {
      return "Hidden guess";
    }

    @Override
    public int players() {
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
      return new GuessState();
    }
  }

  static final class GuessState extends State {
    @Override
    public int playerToMove() {
      return switch (history.size()) {
        case 0 -> CHANCE;
        case 1 -> 0;
        default -> 1;
      };
    }

    @Override
    public int legalMoves(int[] buffer) {
      switch (history.size()) {
        case 0:
          for (int f = 1; f <= 3; f++) {
            buffer[f - 1] = FACE + f;
          }
          return 3;
        case 1:
          buffer[0] = PASS;
          return 1;
        case 2:
          for (int f = 1; f <= 3; f++) {
            buffer[f - 1] = GUESS + f;
          }
          return 3;
        default:
          return 0;
      }
    }

    @Override
    public List<ChanceOutcome> chanceOutcomes() {
      return history.isEmpty()
          ? List.of(
              ChanceOutcome.uniform(FACE + 1, 3),
              ChanceOutcome.uniform(FACE + 2, 3),
              ChanceOutcome.uniform(FACE + 3, 3))
          : List.of();
    }

    @Override
    public boolean isTerminal() {
      return history.size() == 3;
    }

    @Override
    public int utility(int player) {
      if (!isTerminal()) {
        throw new IllegalStateException("not over");
      }
      boolean right = history.get(2) - GUESS == history.get(0) - FACE;
      return (player == 1) == right ? 1 : -1;
    }

    @Override
    public String observation(int seat) {
      StringBuilder seen = new StringBuilder();
      if (!history.isEmpty() && seat == 0) {
        seen.append("card ").append(history.get(0) - FACE);
      }
      if (history.size() > 1) {
        seen.append(seen.length() == 0 ? "" : "; ").append("seat 0 passed");
      }
      if (history.size() > 2) {
        seen.append("; ").append(moveToText(history.get(2)));
      }
      return seen.toString();
    }

    @Override
    public View view(int seat) {
      int[] b = new int[maxMoves()];
      int n = isTerminal() || playerToMove() != seat ? 0 : legalMoves(b);
      return new GuessView(seat, observation(seat), Arrays.copyOf(b, n), history.size());
    }

    @Override
    public GameState copy() {
      GuessState c = new GuessState();
      c.history.addAll(history);
      return c;
    }
  }

  /** What one seat of the hidden guess knows: its observation, its moves, no card of the other. */
  record GuessView(int seat, String observation, int[] moves, int plies) implements View {
    @Override
    public int maxMoves() {
      return 4;
    }

    @Override
    public int legalMoves(int[] buffer) {
      System.arraycopy(moves, 0, buffer, 0, moves.length);
      return moves.length;
    }

    @Override
    public String moveToText(int move) {
      return new GuessState().moveToText(move);
    }

    @Override
    public int textToMove(String text) {
      return new GuessState().textToMove(text);
    }

    @Override
    public GameState sample(RandomGenerator random) {
      GuessState s = new GuessState();
      int card = seat == 0 && plies > 0 ? observation.charAt(5) - '0' : 1 + random.nextInt(3);
      if (plies > 0) {
        s.history.add(FACE + card);
      }
      if (plies > 1) {
        s.history.add(PASS);
      }
      return s;
    }
  }

  /** Matching pennies: both choose at once; seat 0 wins when they match. */
  public static final class Pennies implements Game {
    @Override
    public String id() {
      return "pennies";
    }

    @Override
    public String displayName() {
      return "Matching pennies";
    }

    @Override
    public int players() {
      return 2;
    }

    @Override
    public Set<GameFeature> features() {
      return Set.of(GameFeature.SIMULTANEOUS_MOVES);
    }

    @Override
    public List<OptionSpec> variantOptions() {
      return List.of();
    }

    @Override
    public GameState newGame(Options variant) {
      return new PenniesState();
    }
  }

  static final class PenniesState extends State {
    @Override
    public int playerToMove() {
      return SIMULTANEOUS;
    }

    @Override
    public int legalMoves(int[] buffer) {
      return legalMovesOf(0, buffer);
    }

    @Override
    public int legalMovesOf(int seat, int[] buffer) {
      if (isTerminal() || seat < 0 || seat > 1) {
        return 0;
      }
      buffer[0] = HEADS;
      buffer[1] = TAILS;
      return 2;
    }

    @Override
    public void playJoint(int[] moves) {
      history.add(moves[0]);
      history.add(moves[1]);
    }

    @Override
    public void undo() {
      super.undo();
      super.undo();
    }

    @Override
    public int plies() {
      return history.size() / 2;
    }

    @Override
    public boolean isTerminal() {
      return history.size() == 2;
    }

    @Override
    public int utility(int player) {
      if (!isTerminal()) {
        throw new IllegalStateException("not over");
      }
      boolean match = history.get(0).equals(history.get(1));
      return (player == 0) == match ? 1 : -1;
    }

    @Override
    public GameState copy() {
      PenniesState c = new PenniesState();
      c.history.addAll(history);
      return c;
    }
  }
}
