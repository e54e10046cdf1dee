package dev.ply.host.ggp;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Between Ply's moves and GGP's joint moves. In GGP every role moves at every step, a role that has
 * nothing to do playing its one legal move ({@code noop}, usually); in Ply a step where all roles
 * but one have a single legal move is a plain turn of that role, and only a step where several
 * choose is a {@link GameState#SIMULTANEOUS} joint move, recorded as one move per acting seat. Seat
 * {@code i} is the {@code i}-th role of the rules.
 *
 * <p>The move of a role that does not act is the one move {@link GameState#legalMovesOf} lists for
 * its seat, else its {@link GameState#waitingMove} (a GDL game's own waiting move, whatever the
 * rules call it); a game that gives neither (the api's defaults at a plain turn) is taken to play
 * {@code noop}, the word GDL games use for it.
 */
public final class JointMoves {

  private JointMoves() {}

  /**
   * The joint moves of a game so far, one a step, each with one KIF term per role in seat order.
   *
   * @param history the game's moves as the referee tells them: one a plain turn, one per acting
   *     seat at a joint move
   * @throws IllegalArgumentException when the moves do not replay (a game of chance, an unreadable
   *     move)
   */
  public static List<List<Kif>> steps(Game game, Options variant, List<String> history) {
    GameState state = game.newGame(variant);
    int roles = game.players();
    int[] buffer = new int[state.maxMoves()];
    List<List<Kif>> steps = new ArrayList<>();
    int next = 0;
    while (next < history.size()) {
      if (state.isTerminal()) {
        throw new IllegalArgumentException(history.get(next) + " comes after the end of the game");
      }
      int toMove = state.playerToMove();
      if (toMove == GameState.CHANCE) {
        throw new IllegalArgumentException("a GGP player cannot be told a chance outcome");
      }
      List<Kif> joint = new ArrayList<>();
      if (toMove == GameState.SIMULTANEOUS) {
        int[] moves = new int[roles];
        Arrays.fill(moves, GameState.NO_MOVE);
        for (int seat = 0; seat < roles; seat++) {
          if (state.legalMovesOf(seat, buffer) > 0) {
            if (next >= history.size()) {
              throw new IllegalArgumentException("a joint move is cut short");
            }
            String text = history.get(next++);
            moves[seat] = state.textToMove(text);
            joint.add(Kif.move(text));
          } else {
            joint.add(forced(state, seat, buffer));
          }
        }
        state.playJoint(moves);
      } else {
        String text = history.get(next++);
        for (int seat = 0; seat < roles; seat++) {
          joint.add(seat == toMove ? Kif.move(text) : forced(state, seat, buffer));
        }
        state.play(state.textToMove(text));
      }
      steps.add(joint);
    }
    return steps;
  }

  /**
   * The move of a seat that does not act at {@code state}: its one legal move, else the game's
   * waiting move for it, else noop.
   */
  static Kif forced(GameState state, int seat, int[] buffer) {
    int n = state.legalMovesOf(seat, buffer);
    if (n == 1) {
      return Kif.move(state.moveToText(buffer[0]));
    }
    int waiting = state.waitingMove(seat);
    return waiting != GameState.NO_MOVE ? Kif.move(state.moveToText(waiting)) : Kif.atom("noop");
  }

  /** Whether {@code seat} chooses a move at {@code state} (else it plays its forced move). */
  static boolean acts(GameState state, int seat, int[] buffer) {
    if (state.isTerminal()) {
      return false;
    }
    int toMove = state.playerToMove();
    return toMove == GameState.SIMULTANEOUS ? state.legalMovesOf(seat, buffer) > 0 : toMove == seat;
  }

  /**
   * Plays a joint move as a GGP message carries it, one term per role: the acting seats' terms are
   * read by the game and must be legal; the other roles' are not looked at.
   *
   * @throws IllegalArgumentException when it has the wrong number of terms, or an acting seat's
   *     term is no legal move
   */
  static void play(GameState state, List<Kif> joint, int roles) {
    if (joint.size() != roles) {
      throw new IllegalArgumentException(
          "a joint move of " + joint.size() + " moves, for a game of " + roles + " roles");
    }
    if (state.isTerminal()) {
      throw new IllegalArgumentException("a joint move after the end of the game");
    }
    int[] buffer = new int[state.maxMoves()];
    int toMove = state.playerToMove();
    if (toMove == GameState.SIMULTANEOUS) {
      int[] moves = new int[roles];
      Arrays.fill(moves, GameState.NO_MOVE);
      for (int seat = 0; seat < roles; seat++) {
        int n = state.legalMovesOf(seat, buffer);
        if (n > 0) {
          moves[seat] = legal(state, joint.get(seat), buffer, n);
        }
      }
      state.playJoint(moves);
    } else if (toMove >= 0 && toMove < roles) {
      int n = state.legalMoves(buffer);
      state.play(legal(state, joint.get(toMove), buffer, n));
    } else {
      throw new IllegalArgumentException("no role is to move (playerToMove() is " + toMove + ")");
    }
  }

  private static int legal(GameState state, Kif term, int[] buffer, int n) {
    int move = state.textToMove(term.toString());
    for (int i = 0; i < n; i++) {
      if (buffer[i] == move) {
        return move;
      }
    }
    throw new IllegalArgumentException(term + " is not legal here");
  }
}
