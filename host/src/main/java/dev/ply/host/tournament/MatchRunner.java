package dev.ply.host.tournament;

import dev.ply.api.Player;
import dev.ply.host.isolation.Players;
import dev.ply.host.config.MatchConfig;
import dev.ply.host.config.PlayerSpec;
import dev.ply.host.referee.GameListener;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.Referee;
import dev.ply.host.referee.RefereeOutcome;
import dev.ply.host.referee.Strikes;
import dev.ply.host.referee.ViolationPolicy;
import dev.ply.host.referee.RefereeSettings;
import dev.ply.host.referee.Seat;
import dev.ply.host.referee.SeatLimits;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Plays the games of a match file one after another: the simplest schedule, two players (or as many
 * as the game seats) rotating seats each game when {@code alternate-colours} is on.
 *
 * <p>Each player is made once for the whole match and told when each game begins. One that had to
 * be abandoned (its move never returned after the stop signal) is a runaway: it plays no more
 * in-process games of the match and loses them, as does a player disqualified by its strikes.
 */
public final class MatchRunner {

  private final MatchConfig config;
  private final Referee referee;
  private final Player[] players;
  private final Players factory;

  /**
   * Makes the players.
   *
   * @throws IllegalArgumentException when a strategy refuses its options
   */
  public MatchRunner(MatchConfig config) {
    this(config, new Players(List.of(), java.nio.file.Path.of("ply-logs")));
  }

  /**
   * Makes the players, each where its isolation says.
   *
   * @throws IllegalArgumentException when a strategy refuses its options
   */
  public MatchRunner(MatchConfig config, Players factory) {
    this.config = config;
    this.factory = factory;
    this.referee = new Referee(
        new RefereeSettings(config.plyCap(), config.grace(), config.moveCap()),
        config.violations(), new Strikes());
    this.players = new Player[config.players().size()];
    for (int i = 0; i < players.length; i++) {
      players[i] = newPlayer(i);
    }
  }

  private Player newPlayer(int index) {
    PlayerSpec spec = config.players().get(index);
    try {
      return factory.create(spec.name(), spec.strategy(), spec.evaluator(), spec.options(),
          spec.isolation(), config.game().game(), config.game().variant(),
          Seeds.of(config.seed(), -1 - index));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("player " + spec.name() + " (strategy "
          + spec.strategy().id() + "): " + e.getMessage(), e);
    }
  }

  /**
   * Plays every game.
   *
   * @param sink receives each finished game, before the next one starts (to store it)
   * @param listener hears every move (to show the board), or {@link GameListener#NONE}
   * @return the tally of the whole match
   */
  public Tally run(Consumer<GameRecord> sink, GameListener listener) {
    List<String> names = config.players().stream().map(PlayerSpec::name).toList();
    Tally tally = new Tally(names);
    for (int g = 0; g < config.games(); g++) {
      int rotation = config.alternateColours() ? g % players.length : 0;
      List<Seat> seats = new ArrayList<>();
      for (int seat = 0; seat < players.length; seat++) {
        int index = (seat + rotation) % players.length;
        PlayerSpec spec = config.players().get(index);
        seats.add(new Seat(spec.name(), players[index],
            new SeatLimits(spec.depth(), spec.nodes(), spec.time())));
      }
      long seed = Seeds.of(config.seed(), g);
      GameRecord record = referee.absentee(g + 1, config.game().game(), config.game().variant(),
          List.of(), seats.stream().map(Seat::name).toList(), seed).orElse(null);
      if (record == null) {
        RefereeOutcome outcome = referee.play(g + 1, config.game().game(),
            config.game().variant(), seats, seed, listener);
        record = outcome.record();
      }
      tally.add(record);
      sink.accept(record);
    }
    for (Player player : players) {
      Players.close(player);
    }
    return tally;
  }
}
