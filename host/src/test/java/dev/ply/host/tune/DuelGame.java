package dev.ply.host.tune;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;

/**
 * The synthetic game of the convergence test: each of two players names a number from 0 to {@value
 * #SIDES}-1 once, and the higher number wins (equal ones draw). A player whose numbers are drawn as
 * {@code floor(SIDES · U^(1/w))} beats one of weight {@code v} with chance {@code w / (w + v)} (up
 * to draws of one in {@value #SIDES}): the Bradley–Terry model, the logistic one Elo rests on.
 */
final class DuelGame implements Game {

  static final int SIDES = 100_000;

  @Override
  public String id() {
    return "duel";
  }

  @Override
  public String displayName() {
    return "Duel";
  }

  @Override
  public int players() {
    return 2;
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of();
  }

  @Override
  public GameState newGame(Options variant) {
    return new State();
  }

  private static final class State implements GameState {
    private final int[] named = new int[2];
    private int plies;

    @Override
    public int playerToMove() {
      return plies;
    }

    @Override
    public int maxMoves() {
      return SIDES;
    }

    @Override
    public int legalMoves(int[] buffer) {
      if (isTerminal()) {
        return 0;
      }
      for (int i = 0; i < SIDES; i++) {
        buffer[i] = i;
      }
      return SIDES;
    }

    @Override
    public boolean isLegal(int move) {
      return !isTerminal() && move >= 0 && move < SIDES;
    }

    @Override
    public void play(int move) {
      named[plies++] = move;
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
      return plies == 2;
    }

    @Override
    public int utility(int player) {
      int other = named[1 - player];
      return Integer.compare(named[player], other);
    }

    @Override
    public long hash() {
      return plies * 31L + named[0] * 1_000_003L + named[1];
    }

    @Override
    public GameState copy() {
      State s = new State();
      s.named[0] = named[0];
      s.named[1] = named[1];
      s.plies = plies;
      return s;
    }

    @Override
    public String moveToText(int move) {
      return Integer.toString(move);
    }

    @Override
    public int textToMove(String text) {
      return Integer.parseInt(text);
    }

    @Override
    public String render() {
      return plies == 2 ? named[0] + " : " + named[1] : plies + " named";
    }
  }
}
