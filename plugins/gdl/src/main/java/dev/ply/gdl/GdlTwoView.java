package dev.ply.gdl;

import dev.ply.api.GameState;
import dev.ply.api.View;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * What one seat of a GDL-II game knows: its own move and its percepts after each joint move, how
 * many plies were played, and its legal moves now. It holds the game's rules (to draw samples),
 * never a state.
 */
final class GdlTwoView implements View {

  /** How many joint moves a sample may try before it gives up. */
  static final int SAMPLE_BUDGET = 200_000;

  /** How many joint moves of the other roles a sample tries at one step, at most. */
  static final int JOINTS_PER_STEP = 4096;

  private final GdlGame game;
  private final int seat;
  private final String role;

  /** The seat's move in each joint move, and, when {@link #pending}, its move still unplayed. */
  private final int[] own;

  /** What the seat saw after each joint move. */
  private final String[] seen;

  /** Whether the seats have chosen and random's draw is still to come. */
  private final boolean pending;

  /** The plies played and the seat's legal moves now; -1 and null in a view built from steps. */
  private final int plies;

  private final int[] legal;

  GdlTwoView(
      GdlGame game,
      int seat,
      String role,
      int[] own,
      String[] seen,
      boolean pending,
      int plies,
      int[] legal) {
    this.game = game;
    this.seat = seat;
    this.role = role;
    this.own = own;
    this.seen = seen;
    this.pending = pending;
    this.plies = plies;
    this.legal = legal;
  }

  /**
   * What a seat was told, its own moves and percepts, before the plies and legal moves are known:
   * only for {@link #sample}, whose state then gives the whole view ({@link GdlGame#viewOf}).
   */
  static GdlTwoView told(GdlGame game, int seat, String role, int[] own, String[] seen) {
    return new GdlTwoView(game, seat, role, own, seen, false, -1, null);
  }

  @Override
  public int seat() {
    return seat;
  }

  /**
   * One line: {@code role guesser, ply 2: did noop saw nothing; did noop saw pointed(left)}, and
   * {@code ; chose m, chance to come} while random's draw is due.
   */
  @Override
  public String observation() {
    StringBuilder b = new StringBuilder("role ").append(role).append(", ply ").append(plies);
    for (int i = 0; i < seen.length; i++) {
      b.append(i == 0 ? ": " : "; ")
          .append("did ")
          .append(game.moveText(own[i]))
          .append(" saw ")
          .append(seen[i].isEmpty() ? "nothing" : seen[i]);
    }
    if (pending) {
      b.append(seen.length == 0 ? ": " : "; ")
          .append("chose ")
          .append(game.moveText(own[seen.length]))
          .append(", chance to come");
    }
    return b.toString();
  }

  /** The seat's own move and its percepts at each joint move, as the plugin keeps them. */
  @Override
  public java.util.Optional<List<Step>> steps() {
    List<Step> out = new ArrayList<>(seen.length);
    for (int i = 0; i < seen.length; i++) {
      out.add(
          new Step(
              game.moveText(own[i]), seen[i].isEmpty() ? List.of() : List.of(seen[i].split(" "))));
    }
    return java.util.Optional.of(List.copyOf(out));
  }

  @Override
  public int plies() {
    return plies;
  }

  @Override
  public int maxMoves() {
    return game.maxMoves();
  }

  @Override
  public int legalMoves(int[] buffer) {
    System.arraycopy(legal, 0, buffer, 0, legal.length);
    return legal.length;
  }

  @Override
  public String moveToText(int move) {
    return game.moveText(move);
  }

  @Override
  public int textToMove(String text) {
    return game.moveOf(text);
  }

  /**
   * A state consistent with everything the seat has seen: the joint moves are searched depth first
   * from the start, the other roles' moves (random's included) in an order drawn with {@code
   * random}, keeping only those after which the seat sees what it saw; the last state must give the
   * same plies and the seat the same legal moves. Any consistent state may come out, not each with
   * its probability.
   *
   * @throws IllegalStateException when no such state is found within {@link #SAMPLE_BUDGET} joint
   *     moves (a game too large for this search)
   */
  @Override
  public GameState sample(RandomGenerator random) {
    GdlTwoState s = game.newTwoState();
    int[] budget = {SAMPLE_BUDGET};
    if (!search(s, 0, random, budget)) {
      throw new IllegalStateException(
          game.id()
              + ": no state consistent with what "
              + role
              + " has seen was found within "
              + SAMPLE_BUDGET
              + " joint moves");
    }
    return s;
  }

  private boolean search(GdlTwoState s, int step, RandomGenerator random, int[] budget) {
    int r = s.roleOf(seat);
    if (step == seen.length) {
      return finish(s, r, random);
    }
    if (s.isTerminal()) {
      return false;
    }
    int[][] moves = s.legalOfEveryRole();
    if (!contains(moves[r], own[step])) {
      return false;
    }
    for (int[] joint : joints(moves, r, own[step], random)) {
      if (--budget[0] < 0) {
        return false;
      }
      s.playStep(joint);
      if (s.lastPercepts(r).equals(seen[step]) && search(s, step + 1, random, budget)) {
        return true;
      }
      s.undoStep();
    }
    return false;
  }

  /** The last ply: the seats' choices still waiting for chance, if any; then plies and moves. */
  private boolean finish(GdlTwoState s, int r, RandomGenerator random) {
    if (pending) {
      if (s.isTerminal()) {
        return false;
      }
      int who = s.playerToMove();
      if (who == GameState.CHANCE) {
        return false;
      }
      int[][] moves = s.legalOfEveryRole();
      if (!contains(moves[r], own[seen.length])) {
        return false;
      }
      int[] buffer = new int[game.maxMoves()];
      if (who == GameState.SIMULTANEOUS) {
        int[] joint = new int[game.players()];
        for (int k = 0; k < joint.length; k++) {
          int n = s.legalMovesOf(k, buffer);
          joint[k] =
              k == seat ? own[seen.length] : n == 0 ? GameState.NO_MOVE : buffer[random.nextInt(n)];
        }
        s.playJoint(joint);
      } else {
        int n = s.legalMoves(buffer);
        s.play(who == seat ? own[seen.length] : buffer[random.nextInt(n)]);
      }
      if (!s.waitsForChance()) {
        s.undo();
        return false;
      }
    }
    if (legal == null) {
      return true; // a view told only steps: any state that gives them will do
    }
    int[] buffer = new int[game.maxMoves()];
    int n = s.isTerminal() ? 0 : s.legalMovesOf(seat, buffer);
    boolean same = s.plies() == plies && n == legal.length;
    for (int i = 0; same && i < n; i++) {
      same = buffer[i] == legal[i];
    }
    if (!same && pending) {
      s.undo();
    }
    return same;
  }

  /** The joint moves with the seat's own move fixed, the others' in an order drawn at random. */
  private static List<int[]> joints(int[][] moves, int r, int ownMove, RandomGenerator random) {
    long product = 1;
    for (int k = 0; k < moves.length; k++) {
      if (k != r) {
        product = Math.min(Long.MAX_VALUE / 64, product * moves[k].length);
      }
    }
    List<int[]> out = new ArrayList<>();
    if (product <= JOINTS_PER_STEP) {
      int[] idx = new int[moves.length];
      while (true) {
        int[] joint = new int[moves.length];
        for (int k = 0; k < moves.length; k++) {
          joint[k] = k == r ? ownMove : moves[k][idx[k]];
        }
        out.add(joint);
        int k = 0;
        while (k < moves.length && (k == r || ++idx[k] == moves[k].length)) {
          if (k != r) {
            idx[k] = 0;
          }
          k++;
        }
        if (k == moves.length) {
          break;
        }
      }
      for (int i = out.size() - 1; i > 0; i--) {
        int j = random.nextInt(i + 1);
        int[] t = out.get(i);
        out.set(i, out.get(j));
        out.set(j, t);
      }
    } else {
      for (int i = 0; i < JOINTS_PER_STEP; i++) {
        int[] joint = new int[moves.length];
        for (int k = 0; k < moves.length; k++) {
          joint[k] = k == r ? ownMove : moves[k][random.nextInt(moves[k].length)];
        }
        out.add(joint);
      }
    }
    return out;
  }

  private static boolean contains(int[] moves, int move) {
    for (int m : moves) {
      if (m == move) {
        return true;
      }
    }
    return false;
  }
}
