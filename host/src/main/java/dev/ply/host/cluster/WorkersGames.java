package dev.ply.host.cluster;

import dev.ply.api.GameState;
import dev.ply.host.referee.GameListener;
import dev.ply.host.referee.MoveRecord;
import dev.ply.host.referee.Replay;
import dev.ply.host.store.ScheduledGame;
import dev.ply.host.tournament.GameTable;
import dev.ply.host.tournament.TournamentListener;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The games the workers are playing, followed on the coordinator move by move from the {@link
 * Message.Moved} they send, so that the run's listener (the live page) shows their boards as it
 * shows a local game's. Each game's position is replayed here from its start by {@link Replay}, as
 * the record will be; a move that does not replay (a worker gone wrong) ends the following of that
 * game, never the run: its result is checked on its own when it comes ({@link ResultCheck}).
 *
 * <p>Used on the coordinator's one event thread only.
 */
final class WorkersGames {

  private final Map<Long, Followed> games = new HashMap<>();

  /** A move of the game of hand-out {@code ticket}, played on worker {@code where}. */
  void moved(
      long ticket,
      ScheduledGame game,
      String where,
      MoveRecord move,
      GameTable table,
      TournamentListener listener) {
    Followed f = games.get(ticket);
    if (f == null) {
      GameState start;
      try {
        start = table.startOf(game);
      } catch (RuntimeException e) {
        return; // the result check will say what is wrong with the game
      }
      f = new Followed(listener.moves(game, where), start);
      games.put(ticket, f);
      f.listener.started(start);
    }
    f.moved(move);
  }

  /** The game of hand-out {@code ticket} has ended (or failed): it is followed no longer. */
  void forget(long ticket) {
    games.remove(ticket);
  }

  /** One game followed: its position and the texts of its moves not yet played (a joint move's). */
  private static final class Followed {
    final GameListener listener;
    final GameState state;
    final List<String> pending = new ArrayList<>();
    boolean broken;

    Followed(GameListener listener, GameState state) {
      this.listener = listener;
      this.state = state;
    }

    void moved(MoveRecord move) {
      if (broken) {
        return;
      }
      pending.add(move.move());
      if (state.playerToMove() == GameState.SIMULTANEOUS && !complete()) {
        return; // the other acting seats' moves of this joint move are on their way
      }
      try {
        int used = Replay.step(state, pending, 0);
        pending.subList(0, used).clear();
      } catch (IllegalArgumentException e) {
        broken = true;
        return;
      }
      listener.moved(move, state);
    }

    /** Whether every acting seat of the simultaneous position has its move in {@link #pending}. */
    private boolean complete() {
      int[] buffer = new int[Math.max(1, state.maxMoves())];
      int acting = 0;
      for (int seat = 0; seat < 16; seat++) {
        if (state.legalMovesOf(seat, buffer) > 0) {
          acting++;
        }
      }
      return pending.size() >= acting;
    }
  }
}
