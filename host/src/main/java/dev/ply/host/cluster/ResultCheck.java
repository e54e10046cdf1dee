package dev.ply.host.cluster;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.host.config.Openings;
import dev.ply.host.referee.Adjudication;
import dev.ply.host.referee.GameAudit;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.MoveRecord;
import dev.ply.host.referee.Strikes;
import dev.ply.host.referee.Termination;
import dev.ply.host.referee.Violation;
import dev.ply.host.store.ScheduledGame;
import dev.ply.host.tournament.TournamentPlan;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The coordinator's check of a game a worker says it played: the game is replayed through the rules
 * from its opening, and the result must be the one its moves lead to. A worker is trusted with how
 * its players searched, never with what the rules say.
 *
 * <p>Step 1: the record is the scheduled game (number, players, seed, game, opening). Step 2: every
 * move is legal in turn, played by the seat to move, and the final position is the one recorded.
 * Step 3: the termination agrees with the position: a normal end is a terminal position won (or
 * drawn) as its utilities say; the ply cap is reached; an adjudication names a rule the run has, at
 * the ply it ended; a forfeit names the loser's recorded violation of that kind, on its turn; a
 * disqualification or a runaway is one the run's strikes (or the game's own violations) show.
 *
 * <p>Stateless; runs on the coordinator's runner thread.
 */
final class ResultCheck {

  private ResultCheck() {}

  /**
   * Why {@code record} cannot be the result of {@code game} in {@code plan}, or empty if it can.
   *
   * @param strikes the run's strikes on the coordinator
   */
  static Optional<String> problem(
      TournamentPlan plan, ScheduledGame game, GameRecord record, Strikes strikes) {
    try {
      return Optional.ofNullable(check(plan, game, record, strikes));
    } catch (RuntimeException e) {
      return Optional.of("replaying it failed: " + e);
    }
  }

  private static String check(
      TournamentPlan plan, ScheduledGame game, GameRecord record, Strikes strikes) {
    // Step 1. The scheduled game.
    List<String> names = game.seats();
    if (record.number() != game.number()
        || !record.players().equals(names)
        || record.seed() != game.seed()
        || !record.gameId().equals(plan.game().id())) {
      return "it is not game "
          + game.number()
          + " ("
          + game.first()
          + " vs "
          + game.second()
          + ", seed "
          + game.seed()
          + ")";
    }
    List<String> opening =
        game.opening().isBlank() ? List.of() : Arrays.asList(game.opening().trim().split("\\s+"));
    Options variant = plan.variant();
    if (Openings.isPosition(opening)) {
      variant = Openings.withFen(plan.game(), variant, opening);
      opening = Openings.movesAfterFen(opening);
    }
    GameState state = plan.game().newGame(variant);
    List<String> canonical = new ArrayList<>();
    for (String text : opening) {
      int move = state.textToMove(text);
      canonical.add(state.moveToText(move));
      state.play(move);
    }
    if (!record.opening().equals(String.join(" ", canonical))) {
      return "its opening is '"
          + record.opening()
          + "', not the scheduled '"
          + String.join(" ", canonical)
          + "'";
    }
    if (record.termination().isVoid()) {
      return voidGame(plan, record, state, names);
    }
    // Step 2. Every move legal in turn.
    int[] legal = new int[state.maxMoves()];
    List<MoveRecord> moves = record.moves();
    // The dice and deals are the referee's draws from the game's chance stream: drawn again here,
    // so that a worker cannot choose its luck.
    java.util.SplittableRandom chance = new java.util.SplittableRandom(game.chanceSeed());
    for (int i = 0; i < moves.size(); i++) {
      MoveRecord m = moves.get(i);
      if (state.isTerminal()) {
        return "move " + m.ply() + " (" + m.move() + ") comes after the game was over";
      }
      int seat = state.playerToMove();
      if (seat == GameState.SIMULTANEOUS || seat == GameState.CHANCE) {
        // A joint move (one record per acting seat) or a chance outcome: legal as the referee
        // replays it, each record in its seat.
        String wrong = special(state, moves, i, names, chance);
        if (wrong != null) {
          return wrong;
        }
        i +=
            dev.ply.host.referee.Replay.step(
                    state, moves.stream().map(MoveRecord::move).toList(), i)
                - 1;
        continue;
      }
      if (m.seat() != seat || !m.player().equals(names.get(seat))) {
        return "move "
            + m.ply()
            + " is said to be "
            + m.player()
            + "'s, but "
            + names.get(seat)
            + " was to move";
      }
      int move = find(state, legal, m.move());
      if (move < 0) {
        return "move " + m.ply() + " (" + m.move() + ") is not legal where it was played";
      }
      state.play(move);
    }
    if (!record.finalPosition().equals(state.render())) {
      return "its final position is not the one its moves lead to";
    }
    if (!record.utilities().isEmpty()) {
      for (int seat = 0; seat < names.size(); seat++) {
        if (!state.isTerminal() || state.utility(seat) != record.utilities().get(seat)) {
          return "its utilities " + record.utilities() + " are not the ones its moves lead to";
        }
      }
    }
    // Step 3. The termination.
    return termination(plan, record, state, strikes);
  }

  /**
   * What is wrong with the records from {@code moves.get(from)} at a chance or simultaneous
   * position, or null: a chance outcome must be the chance seat's and one of the outcomes; a joint
   * move one record per acting seat, in seat order, each a legal move of its seat.
   */
  private static String special(
      GameState state,
      List<MoveRecord> moves,
      int from,
      List<String> names,
      java.util.SplittableRandom chance) {
    MoveRecord m = moves.get(from);
    if (state.playerToMove() == GameState.CHANCE) {
      if (!m.isChance()) {
        return "move " + m.ply() + " is said to be " + m.player() + "'s, but chance was to move";
      }
      int drawn = dev.ply.host.referee.ChanceDraw.draw(state.chanceOutcomes(), chance);
      return state.moveToText(drawn).equals(m.move())
          ? null
          : "move "
              + m.ply()
              + " ("
              + m.move()
              + ") is not the referee's draw from the game's chance stream ("
              + state.moveToText(drawn)
              + ")";
    }
    int[] buffer = new int[state.maxMoves()];
    int k = from;
    for (int seat = 0; seat < names.size(); seat++) {
      int n = state.legalMovesOf(seat, buffer);
      if (n == 0) {
        continue;
      }
      if (k >= moves.size()) {
        return "the joint move of ply " + m.ply() + " has no move of " + names.get(seat);
      }
      MoveRecord mine = moves.get(k);
      if (mine.seat() != seat || !mine.player().equals(names.get(seat))) {
        return "move "
            + mine.ply()
            + " is said to be "
            + mine.player()
            + "'s, but "
            + names.get(seat)
            + " was to choose";
      }
      k++;
    }
    try {
      dev.ply.host.referee.Replay.step(
          state.copy(), moves.stream().map(MoveRecord::move).toList(), from);
    } catch (IllegalArgumentException e) {
      return "the joint move of ply "
          + m.ply()
          + " is not legal where it was played: "
          + e.getMessage();
    }
    return null;
  }

  /**
   * A game the worker says its game plugin voided: its moves are replayed (the game may break on
   * one, which is then the fault), and the coordinator's own check of the game must find the broken
   * property where the moves lead; a worker cannot void an honest game.
   */
  private static String voidGame(
      TournamentPlan plan, GameRecord record, GameState state, List<String> names) {
    if (record.winnerSeat() != -1) {
      return "it is void but names a winner";
    }
    int[] legal = new int[state.maxMoves()];
    for (MoveRecord m : record.moves()) {
      int move;
      try {
        if (state.isTerminal() || !names.get(state.playerToMove()).equals(m.player())) {
          return "move " + m.ply() + " (" + m.move() + ") was not " + m.player() + "'s to play";
        }
        move = find(state, legal, m.move());
      } catch (RuntimeException | StackOverflowError broke) {
        return null; // the game breaks on the way: its fault is confirmed
      }
      if (move < 0) {
        return "move " + m.ply() + " (" + m.move() + ") is not legal where it was played";
      }
      try {
        state.play(move);
      } catch (RuntimeException | StackOverflowError broke) {
        return null;
      }
    }
    boolean confirmed =
        GameAudit.check(plan.game(), state, record.seed() ^ state.plies())
            .or(() -> GameAudit.check(plan.game(), state, record.seed()))
            .isPresent();
    return confirmed
        ? null
        : "it says the game plugin broke the game api, but the coordinator's"
            + " check of the game where its moves lead finds nothing wrong";
  }

  private static int find(GameState state, int[] legal, String text) {
    int n = state.legalMoves(legal);
    for (int i = 0; i < n; i++) {
      if (state.moveToText(legal[i]).equals(text)) {
        return legal[i];
      }
    }
    return -1;
  }

  private static String termination(
      TournamentPlan plan, GameRecord record, GameState state, Strikes strikes) {
    Termination t = record.termination();
    int winner = record.winnerSeat();
    if (t == Termination.NORMAL) {
      if (!state.isTerminal()) {
        return "it claims a "
            + t.code()
            + " end, but the position after its "
            + record.plies()
            + " moves is not over";
      }
      int byRules = winnerByUtility(state, record.players().size());
      return byRules == winner
          ? null
          : "it says "
              + record.result()
              + ", but the rules say "
              + (byRules < 0 ? "a draw" : record.players().get(byRules) + " won");
    }
    if (state.isTerminal()) {
      return "the position is over by the rules, but it claims " + t.code();
    }
    Adjudication rules = plan.referee().adjudication();
    switch (t) {
      case PLY_CAP:
        return state.plies() >= plan.referee().plyCap() && winner < 0
            ? null
            : "it claims the ply cap of "
                + plan.referee().plyCap()
                + " after "
                + state.plies()
                + " plies, as "
                + record.result();
      case RESIGNATION:
        return winner >= 0 && winner != state.playerToMove()
            ? null
            : "it says the side to move won by the other's resignation";
      case ADJUDICATED:
        {
          String rule = record.adjudicated().rule();
          boolean has =
              switch (rule) {
                case "draw" -> rules.draw().isPresent() && winner < 0;
                case "resign" -> rules.resign().isPresent() && winner >= 0;
                case "proof" -> rules.proof().isPresent();
                default -> false;
              };
          if (!has) {
            return "it was adjudicated by a rule '"
                + rule
                + "' the run does not have, as "
                + record.result();
          }
          return record.adjudicated().ply() == state.plies()
              ? null
              : "its adjudication fired at ply " + record.adjudicated().ply() + ", not at its end";
        }
      case DISQUALIFIED:
      case RUNAWAY:
        {
          if (winner < 0) {
            return "it is a " + t.code() + " without a winner";
          }
          String loser = record.players().get(1 - winner);
          boolean shown =
              t == Termination.DISQUALIFIED
                  ? strikes.isDisqualified(loser)
                      || (hasViolation(record, 1 - winner, "disqualified")
                          && plan.violations().disqualifyAfter() > 0)
                  : strikes.isRunaway(loser);
          return shown && (record.plies() == 0 || t == Termination.DISQUALIFIED)
              ? null
              : "nothing in the run shows that " + loser + " was " + t.code();
        }
      default:
        if (!t.isForfeit() || winner < 0 || record.players().size() != 2) {
          return "its termination " + t.code() + " cannot be checked here";
        }
        int loser = 1 - winner;
        Violation last =
            record.violations().isEmpty()
                ? null
                : record.violations().get(record.violations().size() - 1);
        if (last == null
            || last.seat() != loser
            || last.kind() != t
            || !(last.action().equals("forfeit") || last.action().equals("runaway"))) {
          return "it is a "
              + t.code()
              + " forfeit of "
              + record.players().get(loser)
              + ", but no such violation is recorded";
        }
        if (last.ply() != state.plies() + 1
            || record.plies() > 0 && state.playerToMove() != loser) {
          return "its "
              + t.code()
              + " forfeit of "
              + record.players().get(loser)
              + " is not on that player's turn";
        }
        return null;
    }
  }

  private static boolean hasViolation(GameRecord record, int seat, String action) {
    return record.violations().stream()
        .anyMatch(v -> v.seat() == seat && v.action().equals(action));
  }

  private static int winnerByUtility(GameState state, int players) {
    int best = Integer.MIN_VALUE;
    int winner = -1;
    for (int seat = 0; seat < players; seat++) {
      int u = state.utility(seat);
      if (u > best) {
        best = u;
        winner = seat;
      } else if (u == best) {
        winner = -1;
      }
    }
    return winner;
  }
}
