package dev.ply.gdl;

import dev.ply.api.GameState;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.Set;

/**
 * A position of a GDL game as Ply sees it, and what the tests compare with another reasoner. The
 * one implementation is {@link NetworkState}; a game whose network is compiled ({@link
 * GateCompiler}) plays in a copy of that class of its own ({@link #start}).
 *
 * <p><b>Why a copy per game.</b> The JVM compiles a method once for all its callers and inlines a
 * call only where it has seen one or two classes of receiver. Were every game's states one class, a
 * JVM that plays several games (a tournament over games, a GGP server, the benchmark) would see
 * each game's compiled network at the same call sites, and call them all through the virtual table,
 * about a tenth slower a move. A hidden class defined from the same bytes is a class of its own,
 * with its own profile, so each game's calls into its network are inlined as if it were the only
 * one.
 */
abstract class GdlState implements GameState {

  /** The base propositions that hold, in KIF, for messages and the board. */
  abstract String truths();

  /** The goal value of a role in this terminal state. */
  abstract int goal(int role);

  /** The base propositions that hold, as terms. */
  abstract List<Ground> truthTerms();

  /** Every {@code (legal role move)} that holds, as {@code role move} with the move's text. */
  abstract Set<String> legalFacts();

  /** Every {@code (goal role value)} that holds, terminal or not, as {@code role value}. */
  abstract Set<String> goalFacts();

  /** The term of a move. */
  abstract Ground moveTerm(int move);

  /** The legal moves of every role, forced ones too (terminal: none). */
  abstract int[][] legalOfEveryRole();

  /** Plays one move of every role, forced ones too. */
  abstract void playAll(int[] moves);

  /** Whether this state's network runs compiled code. */
  abstract boolean compiled();

  /** The start state of a game, played by its network's compiled code where it has some. */
  static GdlState start(GdlGame game, Reasoner net) {
    return start(game, net, net.compiled);
  }

  /**
   * The start state of a game whose network is followed by {@code compiled} (null: through its
   * arrays): in the game's own copy of {@link NetworkState} when compiled.
   */
  static GdlState start(GdlGame game, Reasoner net, Gates compiled) {
    if (compiled == null || !net.acyclic) {
      return new NetworkState(game, net, null);
    }
    try {
      return (GdlState) stateClass(compiled).invoke(game, net, compiled);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException("could not start a state of " + game.id() + ": " + e, e);
    }
  }

  /** The constructor of the copy of {@link NetworkState} that plays {@code compiled}'s game. */
  private static MethodHandle stateClass(Gates compiled) throws Exception {
    synchronized (compiled) {
      if (compiled.stateConstructor == null) {
        MethodHandles.Lookup lookup =
            MethodHandles.lookup().defineHiddenClass(networkStateBytes(), true);
        compiled.stateConstructor =
            lookup.findConstructor(
                lookup.lookupClass(),
                MethodType.methodType(void.class, GdlGame.class, Reasoner.class, Gates.class));
      }
      return compiled.stateConstructor;
    }
  }

  private static byte[] bytes;

  private static synchronized byte[] networkStateBytes() throws IOException {
    if (bytes == null) {
      try (InputStream in = NetworkState.class.getResourceAsStream("NetworkState.class")) {
        if (in == null) {
          throw new IOException("NetworkState.class is not on the plugin's class path");
        }
        bytes = in.readAllBytes();
      }
    }
    return bytes;
  }
}
