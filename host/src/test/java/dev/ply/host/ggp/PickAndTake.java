package dev.ply.host.ggp;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameLibrary;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A small game with GDL rules and moves written as GDL terms, for the tests of the GGP layer alone
 * (the gdl plugin's reasoner is tested by its own module): both roles first pick 1 or 2 at once
 * ({@code (pick n)}, a joint move); then, from 5 stones plus both picks, {@code white} and {@code
 * black} take turns taking 1 or 2 ({@code (take n)}), the other playing {@code noop}; who takes the
 * last stone wins. Like a game of the api's default, it lists no move for the role that does not
 * act at a plain turn, so the GGP layer's {@code noop} stands in for it.
 */
final class PickAndTake implements Game {

  /** Its rules in GDL, as a GGP game manager sends them. */
  static final String RULES =
      """
      ; Pick and take: a simultaneous pick, then take-away.
      (role white) (role black)
      (init (stones 5)) (init (phase pick)) (init (control white))
      (<= (legal ?r (pick 1)) (role ?r) (true (phase pick)))
      (<= (legal ?r (pick 2)) (role ?r) (true (phase pick)))
      (<= (legal ?r (take 1)) (true (phase take)) (true (control ?r)) (true (stones ?n))
          (distinct ?n 0))
      (<= (legal ?r (take 2)) (true (phase take)) (true (control ?r)) (true (stones ?n))
          (distinct ?n 0) (distinct ?n 1))
      (<= (legal ?r noop) (role ?r) (true (phase take)) (not (true (control ?r))))
      ; (next, goal and terminal as the game says; left out of this fixture's text)
      (<= terminal (true (stones 0)))
      """;

  @Override
  public String id() {
    return "pick-and-take";
  }

  @Override
  public String displayName() {
    return "Pick and take";
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
  public Optional<String> rules(String language) {
    return language.equals("gdl") ? Optional.of(RULES) : Optional.empty();
  }

  @Override
  public GameState newGame(Options variant) {
    return new State();
  }

  /** Reads its own rules, as the gdl plugin's library reads any. */
  static final class Library implements GameLibrary {
    @Override
    public List<Game> games() {
      return List.of(new PickAndTake());
    }

    @Override
    public Optional<Game> read(String language, String rulesText, String name) {
      if (!language.equals("gdl")) {
        return Optional.empty();
      }
      if (!Kif.parseAll(rulesText).equals(Kif.parseAll(RULES))) {
        throw new IllegalArgumentException("1:1: these are not the rules of pick and take");
      }
      return Optional.of(new PickAndTake());
    }
  }

  /** Moves: 1, 2 pick; 11, 12 take. */
  private static final class State implements GameState {
    private final List<int[]> history = new ArrayList<>();
    private int stones = 5;
    private boolean picked;
    private int control;

    @Override
    public int playerToMove() {
      return picked ? control : SIMULTANEOUS;
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
      if (!picked) {
        buffer[0] = 1;
        buffer[1] = 2;
        return 2;
      }
      buffer[0] = 11;
      if (stones >= 2) {
        buffer[1] = 12;
        return 2;
      }
      return 1;
    }

    @Override
    public int legalMovesOf(int seat, int[] buffer) {
      if (isTerminal() || picked && seat != control) {
        return 0;
      }
      return legalMoves(buffer);
    }

    @Override
    public void play(int move) {
      if (!picked || move < 11 || move - 10 > stones) {
        throw new IllegalArgumentException("cannot play " + move);
      }
      stones -= move - 10;
      history.add(new int[] {move});
      control = 1 - control;
    }

    @Override
    public void playJoint(int[] moves) {
      if (picked) {
        throw new IllegalArgumentException("no joint move here");
      }
      stones += moves[0] + moves[1];
      picked = true;
      history.add(moves.clone());
    }

    @Override
    public void undo() {
      int[] last = history.remove(history.size() - 1);
      if (last.length == 2) {
        picked = false;
        stones -= last[0] + last[1];
      } else {
        control = 1 - control;
        stones += last[0] - 10;
      }
    }

    @Override
    public int plies() {
      return history.size();
    }

    @Override
    public boolean isTerminal() {
      return picked && stones == 0;
    }

    @Override
    public int utility(int player) {
      // The role that took the last stone is the one not in control now.
      return player == control ? 0 : 100;
    }

    @Override
    public long hash() {
      return stones * 4L + control * 2L + (picked ? 1 : 0);
    }

    @Override
    public GameState copy() {
      State s = new State();
      history.forEach(h -> s.history.add(h.clone()));
      s.stones = stones;
      s.picked = picked;
      s.control = control;
      return s;
    }

    @Override
    public String moveToText(int move) {
      return move < 10 ? "pick(" + move + ")" : "take(" + (move - 10) + ")";
    }

    @Override
    public int textToMove(String text) {
      Kif kif = Kif.move(text);
      if (!kif.isAtom() && kif.items().size() == 2 && kif.items().get(1).isAtom()) {
        String n = kif.items().get(1).atom();
        if (kif.items().get(0).is("pick") && (n.equals("1") || n.equals("2"))) {
          return Integer.parseInt(n);
        }
        if (kif.items().get(0).is("take") && (n.equals("1") || n.equals("2"))) {
          return 10 + Integer.parseInt(n);
        }
      }
      throw new IllegalArgumentException("'" + text + "' is no move of pick and take");
    }

    @Override
    public String render() {
      return stones + " stones" + (picked ? ", " + (control == 0 ? "white" : "black") : "");
    }
  }
}
