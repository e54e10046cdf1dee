package dev.ply.gdl;

/**
 * A game's gate network compiled to JVM bytecode ({@link GateCompiler}): the same counting gates as
 * {@link Propagation} follows through its arrays, with each gate's fan written out as its own code,
 * so that no edge is read from an array and each count test is a branch of its own, which the
 * processor learns separately. One instance per game, shared by its states, holding nothing of a
 * position.
 */
abstract class Gates {

  /**
   * The counts of the settled network ({@link Reasoner#settledCount}) as the compiled code lays
   * them out: only the gates an edge feeds, each at its own place.
   */
  int[] settledCount;

  /**
   * The constructor of the game's own copy of {@link NetworkState} ({@link GdlState#start}), made
   * when its first state is: guarded by this object's lock.
   */
  java.lang.invoke.MethodHandle stateConstructor;

  /** For each input node, whether {@link #fire} follows it (a does proposition), else false. */
  boolean[] fires;

  /** A fresh array of the settled network's counts, for a state's propagation. */
  final int[] counts() {
    return settledCount.clone();
  }

  /**
   * Makes the base propositions those of {@code bits}, which {@code loaded} says they are now, as
   * {@link Propagation#load} does, and then {@code loaded} a copy of {@code bits}.
   */
  abstract void load(long[] bits, long[] loaded, int[] count, boolean[] value, long[] next);

  /**
   * Makes each role's does proposition {@code does[r]} (none where -1) where it is {@code
   * moves[r]}, as {@link Propagation#play} does, and then {@code moves} a copy of {@code does}.
   */
  abstract void play(int[] does, int[] moves, int[] count, boolean[] value, long[] next);

  /**
   * The next propositions under the one does proposition {@code does}, where the network has none
   * set: {@code bits}, which holds the next propositions with none set, changed where {@code does}
   * changes them; the counts are read, not written. False, and nothing done, where the gates below
   * {@code does} do not form a tree ({@link GateCompiler}): then {@link #play} sets it; {@link
   * #fires} says which.
   */
  abstract boolean fire(int does, int[] count, long[] bits);

  /** Evaluates the legal gates left out of the propagation ({@link Reasoner#legalCode}). */
  abstract void legal(boolean[] value);

  /**
   * Evaluates the legal gates left out of the propagation and lists each role's legal moves, as
   * {@link Reasoner#list} does.
   */
  abstract void list(boolean[] value, int[] legal);

  /** Evaluates the goal gates left out of the propagation ({@link Reasoner#goalCode}). */
  abstract void goals(boolean[] value);
}
