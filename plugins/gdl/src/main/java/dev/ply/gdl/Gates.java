package dev.ply.gdl;

/**
 * A game's gate network compiled to JVM bytecode ({@link GateCompiler}): the same counting gates as
 * {@link Propagation} follows through its arrays, with each gate's fan written out as its own code,
 * so that no edge is read from an array and each count test is a branch of its own, which the
 * processor learns separately. One instance per game, shared by its states; stateless.
 */
interface Gates {

  /**
   * Follows an input or base proposition's change (its value already set) through the gates it
   * feeds, as {@link Propagation} does: the counts, the values and the next propositions' bits.
   */
  void flip(int node, boolean on, int[] count, boolean[] value, long[] next);

  /**
   * Makes the base propositions those of {@code bits}, which {@code loaded} says they are now, as
   * {@link Propagation#load} does, and then {@code loaded} a copy of {@code bits}.
   */
  void load(long[] bits, long[] loaded, int[] count, boolean[] value, long[] next);

  /**
   * Makes each role's does proposition {@code does[r]} (none where -1) where it is {@code
   * moves[r]}, as {@link Propagation#play} does, and then {@code moves} a copy of {@code does}.
   */
  void play(int[] does, int[] moves, int[] count, boolean[] value, long[] next);

  /** Evaluates the legal gates left out of the propagation ({@link Reasoner#legalCode}). */
  void legal(boolean[] value);

  /**
   * Evaluates the legal gates left out of the propagation and lists each role's legal moves, as
   * {@link Reasoner#list} does.
   */
  void list(boolean[] value, int[] legal);

  /** Evaluates the goal gates left out of the propagation ({@link Reasoner#goalCode}). */
  void goals(boolean[] value);
}
