package dev.ply.chaos;

import dev.ply.api.Game;
import dev.ply.api.OptionSpec;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.Strategy;
import java.util.List;
import org.pf4j.Extension;

/**
 * A strategy that misbehaves on purpose, in the one way its {@code behaviour} option names, so that
 * the referee's chaos tests can prove the referee survives each. <b>For tests only:</b> it lives in
 * its own group ({@code dev.ply.testplugins}) and is never copied among the plugins the build
 * ships.
 *
 * <p>Options:
 *
 * <ul>
 *   <li>{@code behaviour} (text, default {@code normal}): one of the rows below.
 *   <li>{@code after} (whole number, default 0): play this many moves of each game normally first,
 *       so the violation happens mid-game, with moves already recorded. The count starts again at
 *       every {@link Player#newGame(int, long)}.
 *   <li>{@code millis} (whole number 1..600000, default 10000): how long {@code sleep} sleeps,
 *       {@code busy} spins and the threads of {@code leak-threads} live.
 * </ul>
 *
 * <table>
 *   <caption>Behaviours, from the first move after {@code after} normal ones on</caption>
 *   <tr><th>behaviour</th><th>what {@code chooseMove} does</th><th>what the referee must do</th></tr>
 *   <tr><td>{@code normal}</td><td>returns the first legal move</td><td>play on</td></tr>
 *   <tr><td>{@code throws}</td><td>throws {@code RuntimeException("chaos: throws")}</td>
 *       <td>forfeit the game for this player</td></tr>
 *   <tr><td>{@code illegal}</td><td>returns a move that is not in the legal list (the largest
 *       legal move + 1000, or the next int not in the list)</td><td>forfeit</td></tr>
 *   <tr><td>{@code null}</td><td>returns {@code null} instead of a report</td><td>forfeit</td></tr>
 *   <tr><td>{@code sleep}</td><td>sleeps {@code millis} ms, ignoring the stop signal; when
 *       interrupted, restores the interrupt flag and returns the first legal move at once</td>
 *       <td>forfeit on time after deadline plus grace, without waiting for the sleep</td></tr>
 *   <tr><td>{@code busy}</td><td>spins for {@code millis} ms of wall-clock time, ignoring the stop
 *       signal and interrupts, then returns the first legal move</td>
 *       <td>forfeit on time and abandon the spinning thread</td></tr>
 *   <tr><td>{@code oom}</td><td>allocates {@code long[1 << 20]} blocks until
 *       {@link OutOfMemoryError}, frees them and rethrows it</td><td>forfeit, and keep running</td>
 *       </tr>
 *   <tr><td>{@code stack-overflow}</td><td>recurses without end until {@link StackOverflowError}
 *       </td><td>forfeit, and keep running</td></tr>
 *   <tr><td>{@code exit}</td><td>calls {@code System.exit(3)}</td><td>survive it (only possible when
 *       the player runs in a child process): forfeit</td></tr>
 *   <tr><td>{@code leak-threads}</td><td>starts 20 non-daemon threads named {@code chaos-leak-N}
 *       that sleep {@code millis} ms (or until interrupted), then returns the first legal move at
 *       once</td><td>play on, and never wait for those threads</td></tr>
 *   <tr><td>{@code mutate}</td><td>plays the first legal move on the state it was given (its own
 *       copy) until the game ends or 1000 plies, then returns the move that was first in the
 *       position it was given</td><td>play on: its own state is unaffected, and the move is legal
 *       there</td></tr>
 *   <tr><td>{@code garbage-stdout}</td><td>prints three lines {@code garbage NUL not a move} (NUL
 *       being the character 0) to {@code System.out}, then returns the first legal move</td><td>play on when in-process;
 *       forfeit for a protocol violation when the player's stdout is its protocol channel</td></tr>
 * </table>
 *
 * <p>Deterministic: every behaviour but the timed ones returns the same thing for the same
 * position, whatever the seed. Plays every game.
 */
@Extension
public final class ChaosStrategy implements Strategy {

  /** The longest {@code millis} may be: ten minutes. */
  static final long MAX_MILLIS = 600_000;

  @Override
  public String id() {
    return "chaos";
  }

  @Override
  public String description() {
    return "misbehaves on purpose (tests only)";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(
        OptionSpec.text(
            "behaviour", Behaviour.NORMAL.id(), "how to misbehave: " + Behaviour.known()),
        OptionSpec.integer(
            "after", 0, 0, 1_000_000, "moves of each game to play normally before misbehaving"),
        OptionSpec.integer(
            "millis",
            10_000,
            1,
            MAX_MILLIS,
            "how long sleep sleeps, busy spins and leaked threads live, in milliseconds"));
  }

  @Override
  public boolean supports(Game game) {
    return true;
  }

  /**
   * @throws IllegalArgumentException when {@code behaviour} names no behaviour; the message lists
   *     them
   */
  @Override
  public Player newPlayer(PlayerContext context) {
    return new ChaosPlayer(
        Behaviour.parse(context.options().getString("behaviour")),
        context.options().getInt("after"),
        context.options().getLong("millis"));
  }
}
