package dev.ply.gdl;

import static org.objectweb.asm.Opcodes.ACC_FINAL;
import static org.objectweb.asm.Opcodes.ACC_PRIVATE;
import static org.objectweb.asm.Opcodes.ACC_PUBLIC;
import static org.objectweb.asm.Opcodes.ACC_STATIC;
import static org.objectweb.asm.Opcodes.ACC_SUPER;
import static org.objectweb.asm.Opcodes.ACONST_NULL;
import static org.objectweb.asm.Opcodes.ALOAD;
import static org.objectweb.asm.Opcodes.BALOAD;
import static org.objectweb.asm.Opcodes.BASTORE;
import static org.objectweb.asm.Opcodes.BIPUSH;
import static org.objectweb.asm.Opcodes.DUP2;
import static org.objectweb.asm.Opcodes.DUP_X2;
import static org.objectweb.asm.Opcodes.GOTO;
import static org.objectweb.asm.Opcodes.IADD;
import static org.objectweb.asm.Opcodes.IALOAD;
import static org.objectweb.asm.Opcodes.IAND;
import static org.objectweb.asm.Opcodes.IASTORE;
import static org.objectweb.asm.Opcodes.ICONST_0;
import static org.objectweb.asm.Opcodes.ICONST_1;
import static org.objectweb.asm.Opcodes.ICONST_M1;
import static org.objectweb.asm.Opcodes.IFEQ;
import static org.objectweb.asm.Opcodes.IFLT;
import static org.objectweb.asm.Opcodes.IFNE;
import static org.objectweb.asm.Opcodes.IF_ICMPEQ;
import static org.objectweb.asm.Opcodes.IF_ICMPNE;
import static org.objectweb.asm.Opcodes.ILOAD;
import static org.objectweb.asm.Opcodes.INVOKESPECIAL;
import static org.objectweb.asm.Opcodes.INVOKESTATIC;
import static org.objectweb.asm.Opcodes.IOR;
import static org.objectweb.asm.Opcodes.IRETURN;
import static org.objectweb.asm.Opcodes.ISTORE;
import static org.objectweb.asm.Opcodes.IXOR;
import static org.objectweb.asm.Opcodes.LALOAD;
import static org.objectweb.asm.Opcodes.LAND;
import static org.objectweb.asm.Opcodes.LASTORE;
import static org.objectweb.asm.Opcodes.LCMP;
import static org.objectweb.asm.Opcodes.LCONST_0;
import static org.objectweb.asm.Opcodes.LCONST_1;
import static org.objectweb.asm.Opcodes.LLOAD;
import static org.objectweb.asm.Opcodes.LSTORE;
import static org.objectweb.asm.Opcodes.LSUB;
import static org.objectweb.asm.Opcodes.LXOR;
import static org.objectweb.asm.Opcodes.RETURN;
import static org.objectweb.asm.Opcodes.SIPUSH;
import static org.objectweb.asm.Opcodes.V17;

import java.lang.invoke.MethodHandles;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.objectweb.asm.ClassTooLargeException;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodTooLargeException;
import org.objectweb.asm.MethodVisitor;

/**
 * Compiles a game's gate network ({@link Reasoner#gateFan}) to a class of its own, defined at run
 * time as a hidden class beside this one: for each gate that changes, a method {@code up<g>} and a
 * method {@code down<g>} that update the counts of the gates it feeds, each a straight run of code,
 * calling the method of each gate whose count so crosses zero; and the legal and goal gates left
 * out of the propagation as straight short-circuit tests. The code does exactly what {@link
 * Propagation}'s loop does with the same arrays, so the two are interchangeable, and the tests run
 * both ({@code GdlCompiledGatesTest}). The JVM compiles each method to machine code once it is hot;
 * no method is made longer than it compiles ({@link #CHUNK} edges or tests, well under the JVM's
 * 8,000 bytes of a compiled method).
 */
final class GateCompiler {

  /**
   * Edges in one method at most (those written out included), or gates of the pulled code: at about
   * 40 bytes an edge, under the 8,000 bytes of a method the JVM compiles.
   */
  static final int CHUNK = 150;

  /** The largest fan of a gate written out in its feeder's method, and how deep. */
  static final int INLINE_FAN = 12;

  static final int INLINE_DEPTH = 5;

  /**
   * Pulled gates of at most this many literals are evaluated without a branch, every literal read
   * (a mispredicted branch costs more than a few loads); longer ones stop at their first deciding
   * literal.
   */
  static final int BRANCHLESS = 8;

  /**
   * Networks with more gates than this are not compiled: each gate that changes is two methods,
   * each of which takes three of the 65,535 entries of a class's constant pool (its name, and the
   * name and reference its callers use), so about 10,000 gates fill one class. {@link Propagation}
   * follows larger networks through its arrays, as it does one whose class still overflows.
   */
  static final int MAX_GATES = 10_000;

  private static final String NAME = "dev/ply/gdl/CompiledGates";
  private static final String ARRAYS = "([I[Z[J)V";

  private final Reasoner net;
  private final ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES);

  /** Whether a gate's methods are queued: [0] those that count, [1] the virtual ones. */
  private final boolean[][] queued;

  private final Deque<Integer> todo = new ArrayDeque<>();

  /**
   * The gates whose value is read (by the pulled gates, the legal moves, the goals or terminal):
   * only their changes store a value; the others are known by their counts alone.
   */
  private final boolean[] read;

  /**
   * Each gate's place in the compiled code's array of counts, or -1: only the gates that some edge
   * feeds have a count there, so that the array a state copies is a fraction of the network's.
   */
  private final int[] slot;

  private final int[] slotCount;

  /** For each input node, whether {@link #fire} follows it. */
  private final boolean[] fires;

  /** How many does propositions feed each gate ({@link #fires}), counted when first asked. */
  private int[] doesFedBy;

  /** This compilation's limits: {@link #CHUNK}, {@link #INLINE_FAN} (smaller in tests). */
  private final int chunk;

  private final int inlineFan;

  private GateCompiler(Reasoner net, int chunk, int inlineFan) {
    this.net = net;
    this.chunk = chunk;
    this.inlineFan = inlineFan;
    this.queued = new boolean[2][net.gates];
    this.read = new boolean[net.gates];
    this.fires = new boolean[net.inputs];
    for (int[] pulled : new int[][] {net.legalCode, net.goalCode}) {
      for (int i = 0; i < pulled.length; i += 3 + pulled[i + 2]) {
        for (int j = i + 3; j < i + 3 + pulled[i + 2]; j++) {
          read[pulled[j] >>> 1] = true;
        }
      }
    }
    for (int[][] nodes : new int[][][] {net.legalNode, net.goalNode}) {
      for (int[] ns : nodes) {
        for (int n : ns) {
          read[n] = true;
        }
      }
    }
    if (net.terminal >= 0) {
      read[net.terminal] = true;
    }
    this.slot = new int[net.gates];
    java.util.Arrays.fill(slot, -1);
    int slots = 0;
    for (int t : net.gateFan) {
      if (slot[t >>> 3] < 0) {
        slot[t >>> 3] = slots++;
      }
    }
    this.slotCount = new int[slots];
    for (int g = 0; g < net.gates; g++) {
      if (slot[g] >= 0) {
        slotCount[slot[g]] = net.settledCount[g];
      }
    }
  }

  /** The network compiled, or null when it is too large or has no gates. */
  static Gates compile(Reasoner net) {
    return compile(net, CHUNK, INLINE_FAN);
  }

  /**
   * The network compiled with other limits: the tests give tiny ones, so that the small bundled
   * games are split over methods and written out as a large game's would be.
   */
  static Gates compile(Reasoner net, int chunk, int inlineFan) {
    if (net.gateFan == null || net.gates > MAX_GATES) {
      return null;
    }
    byte[] bytes;
    GateCompiler compiler = new GateCompiler(net, chunk, inlineFan);
    try {
      bytes = compiler.bytes();
    } catch (ClassTooLargeException | MethodTooLargeException e) {
      // More methods than one class's constant pool names: followed through the arrays.
      return null;
    }
    try {
      MethodHandles.Lookup lookup = MethodHandles.lookup().defineHiddenClass(bytes, true);
      Gates gates =
          (Gates)
              lookup
                  .findConstructor(
                      lookup.lookupClass(), java.lang.invoke.MethodType.methodType(void.class))
                  .invoke();
      gates.settledCount = compiler.slotCount;
      gates.fires = compiler.fires;
      return gates;
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException("could not compile the gate network: " + e, e);
    }
  }

  private byte[] bytes() {
    cw.visit(V17, ACC_FINAL | ACC_SUPER, NAME, null, "dev/ply/gdl/Gates", null);
    MethodVisitor init = cw.visitMethod(ACC_PUBLIC, "<init>", "()V", null, null);
    init.visitCode();
    init.visitVarInsn(ALOAD, 0);
    init.visitMethodInsn(INVOKESPECIAL, "dev/ply/gdl/Gates", "<init>", "()V", false);
    init.visitInsn(RETURN);
    init.visitMaxs(0, 0);
    init.visitEnd();
    load();
    play();
    fire();
    while (!todo.isEmpty()) {
      int code = todo.pop();
      boolean virtual = (code & 1) != 0;
      fan(code >>> 1, true, virtual);
      fan(code >>> 1, false, virtual);
    }
    pulled();
    cw.visitEnd();
    return cw.toByteArray();
  }

  private boolean hasFan(int node) {
    return net.gateFanStart[node + 1] > net.gateFanStart[node];
  }

  private String method(int gate, boolean up) {
    return method(gate, up, false);
  }

  /**
   * The name of a gate's method that follows its change up or down, queued to be written: {@code
   * up<g>}, {@code down<g>}, or, {@code virtual}, {@code vup<g>}, {@code vdown<g>} ({@link #fire}).
   */
  private String method(int gate, boolean up, boolean virtual) {
    int v = virtual ? 1 : 0;
    if (!queued[v][gate]) {
      queued[v][gate] = true;
      todo.push(gate << 1 | v);
    }
    return (virtual ? "v" : "") + (up ? "up" : "down") + gate;
  }

  /**
   * Whether {@link #fire} follows the does proposition {@code does}. It can where the gates below
   * it form a tree: no gate reached by two paths, so that one does proposition set changes each
   * gate it reaches by one literal at most. And it is worth it where reading that whole tree at
   * every move costs less than setting the does proposition and clearing it again at the next, as
   * {@link #play} does: reading an edge is counted half of moving a count, and a gate fed by more
   * does propositions than the game has roles is taken to absorb the change (a disjunction over one
   * role's moves, as tic-tac-toe's "a move elsewhere than this cell", stays true from one move to
   * the next while the does propositions stay set), the others to pass it on to their whole tree.
   * So Connect Four, Nim and the race are followed, tic-tac-toe is set and cleared.
   */
  private boolean fires(int does) {
    if (doesFedBy == null) {
      doesFedBy = new int[net.gates];
      for (int[] ds : net.doesInput) {
        for (int d : ds) {
          for (int i = d < 0 ? 0 : net.gateFanStart[d];
              d >= 0 && i < net.gateFanStart[d + 1];
              i++) {
            doesFedBy[net.gateFan[i] >>> 3]++;
          }
        }
      }
    }
    int tree = treeEdges(does, new boolean[net.gates]);
    if (tree < 0) {
      return false;
    }
    int setAndCleared = 0;
    for (int i = net.gateFanStart[does]; i < net.gateFanStart[does + 1]; i++) {
      int h = net.gateFan[i] >>> 3;
      setAndCleared += 1 + (doesFedBy[h] > net.doesInput.length ? 0 : treeEdges(h, null));
    }
    return tree < 4 * setAndCleared;
  }

  /** The edges of the tree below {@code node}, or -1 where a gate is reached twice. */
  private int treeEdges(int node, boolean[] seen) {
    int edges = 0;
    Deque<Integer> open = new ArrayDeque<>();
    open.push(node);
    while (!open.isEmpty()) {
      int n = open.pop();
      for (int i = net.gateFanStart[n]; i < net.gateFanStart[n + 1]; i++) {
        int h = net.gateFan[i] >>> 3;
        if (seen != null && seen[h]) {
          return -1;
        }
        if (seen != null) {
          seen[h] = true;
        }
        edges++;
        open.push(h);
      }
    }
    return edges;
  }

  /**
   * {@code fire(does, count, bits)}: the next propositions under one does proposition set, where
   * none is set in the network: {@code bits}, the next propositions with no does proposition set,
   * changed where the does proposition changes them, read from the counts without writing them (a
   * gate crosses zero where its count is 0 going up, 1 going down), as the gates below a does
   * proposition that form a tree allow ({@link #fires}); false, nothing done, where they do not. A
   * move of one role (every game of turns) then costs no count set and cleared again.
   */
  private void fire() {
    // locals: 0 this, 1 does, 2 count, 3 bits
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "fire", "(I[I[J)Z", null, null);
    mv.visitCode();
    java.util.TreeSet<Integer> inputs = new java.util.TreeSet<>();
    for (int[] ds : net.doesInput) {
      for (int d : ds) {
        if (d >= 0 && fires(d)) {
          inputs.add(d);
          fires[d] = true;
        }
      }
    }
    Label no = new Label();
    if (!inputs.isEmpty()) {
      int[] keys = inputs.stream().mapToInt(Integer::intValue).toArray();
      Label[] labels = lookupSwitch(mv, 1, no, keys);
      for (int i = 0; i < keys.length; i++) {
        mv.visitLabel(labels[i]);
        mv.visitVarInsn(ALOAD, 2);
        mv.visitInsn(ACONST_NULL);
        mv.visitVarInsn(ALOAD, 3);
        mv.visitMethodInsn(INVOKESTATIC, NAME, method(keys[i], true, true), ARRAYS, false);
        mv.visitInsn(ICONST_1);
        mv.visitInsn(IRETURN);
      }
    }
    mv.visitLabel(no);
    mv.visitInsn(ICONST_0);
    mv.visitInsn(IRETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /**
   * {@code load(bits, loaded, count, value, next)}: each base proposition that differs between
   * {@code bits} and {@code loaded} set and followed, those that become true first, as {@link
   * Propagation#load} does: a method for each word of 64 and each way, each a loop over the word's
   * changed bits with a switch on the bit, so that a change costs no call through the interface.
   */
  private void load() {
    int words = (net.base.length + 63) >>> 6;
    MethodVisitor main = cw.visitMethod(ACC_PUBLIC, "load", "([J[J[I[Z[J)V", null, null);
    main.visitCode();
    for (boolean on : new boolean[] {true, false}) {
      for (int w = 0; w < words; w++) {
        String name = (on ? "loadOn" : "loadOff") + w;
        loadWord(name, w, on);
        for (int a = 1; a <= 5; a++) {
          main.visitVarInsn(ALOAD, a);
        }
        main.visitMethodInsn(INVOKESTATIC, NAME, name, "([J[J[I[Z[J)V", false);
      }
    }
    for (int w = 0; w < words; w++) {
      main.visitVarInsn(ALOAD, 2);
      push(main, w);
      main.visitVarInsn(ALOAD, 1);
      push(main, w);
      main.visitInsn(LALOAD);
      main.visitInsn(LASTORE);
    }
    main.visitInsn(RETURN);
    main.visitMaxs(0, 0);
    main.visitEnd();
  }

  /**
   * {@code play(does, moves, count, value, next)}: each role's does proposition made {@code
   * does[r]} (none where -1) from {@code moves[r]}, the new ones set before the old ones are
   * cleared, as {@link Propagation#play} does, with a switch on each role's own does propositions;
   * then {@code moves} a copy of {@code does}.
   */
  private void play() {
    // locals: 0 this, 1 does, 2 moves, 3 count, 4 value, 5 next, 6 a does proposition
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "play", "([I[I[I[Z[J)V", null, null);
    mv.visitCode();
    int roles = net.doesInput.length;
    for (boolean on : new boolean[] {true, false}) {
      for (int r = 0; r < roles; r++) {
        Label skip = new Label();
        mv.visitVarInsn(ALOAD, on ? 1 : 2);
        push(mv, r);
        mv.visitInsn(IALOAD);
        mv.visitVarInsn(ISTORE, 6);
        mv.visitVarInsn(ILOAD, 6);
        mv.visitVarInsn(ALOAD, on ? 2 : 1);
        push(mv, r);
        mv.visitInsn(IALOAD);
        mv.visitJumpInsn(IF_ICMPEQ, skip);
        Label store = new Label();
        mv.visitVarInsn(ILOAD, 6);
        mv.visitJumpInsn(IFLT, on ? skip : store);
        mv.visitVarInsn(ALOAD, 4);
        mv.visitVarInsn(ILOAD, 6);
        mv.visitInsn(on ? ICONST_1 : ICONST_0);
        mv.visitInsn(BASTORE);
        int[] keys =
            java.util.Arrays.stream(net.doesInput[r])
                .filter(n -> n >= 0)
                .sorted()
                .distinct()
                .toArray();
        Label after = on ? skip : store;
        Label[] labels = lookupSwitch(mv, 6, after, keys);
        for (int i = 0; i < keys.length; i++) {
          mv.visitLabel(labels[i]);
          call(mv, 3, method(keys[i], on));
          mv.visitJumpInsn(GOTO, after);
        }
        if (!on) {
          mv.visitLabel(store);
          mv.visitVarInsn(ALOAD, 2);
          push(mv, r);
          mv.visitVarInsn(ALOAD, 1);
          push(mv, r);
          mv.visitInsn(IALOAD);
          mv.visitInsn(IASTORE);
        }
        mv.visitLabel(skip);
      }
    }
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /** The loop of {@link #load} over one word's bits that turn true (or false). */
  private void loadWord(String name, int w, boolean on) {
    // locals: 0 bits, 1 loaded, 2 count, 3 value, 4 next, 5-6 the changed bits left, 7 the bit
    MethodVisitor mv = cw.visitMethod(ACC_PRIVATE | ACC_STATIC, name, "([J[J[I[Z[J)V", null, null);
    mv.visitCode();
    mv.visitVarInsn(ALOAD, on ? 0 : 1);
    push(mv, w);
    mv.visitInsn(LALOAD);
    mv.visitVarInsn(ALOAD, on ? 1 : 0);
    push(mv, w);
    mv.visitInsn(LALOAD);
    mv.visitLdcInsn(-1L);
    mv.visitInsn(LXOR);
    mv.visitInsn(LAND);
    mv.visitVarInsn(LSTORE, 5);
    Label loop = new Label();
    Label done = new Label();
    mv.visitLabel(loop);
    mv.visitVarInsn(LLOAD, 5);
    mv.visitInsn(LCONST_0);
    mv.visitInsn(LCMP);
    mv.visitJumpInsn(IFEQ, done);
    mv.visitVarInsn(LLOAD, 5);
    mv.visitMethodInsn(INVOKESTATIC, "java/lang/Long", "numberOfTrailingZeros", "(J)I", false);
    mv.visitVarInsn(ISTORE, 7);
    mv.visitVarInsn(LLOAD, 5);
    mv.visitVarInsn(LLOAD, 5);
    mv.visitInsn(LCONST_1);
    mv.visitInsn(LSUB);
    mv.visitInsn(LAND);
    mv.visitVarInsn(LSTORE, 5);
    mv.visitVarInsn(ALOAD, 3);
    mv.visitVarInsn(ILOAD, 7);
    push(mv, w << 6);
    mv.visitInsn(IADD);
    mv.visitInsn(on ? ICONST_1 : ICONST_0);
    mv.visitInsn(BASTORE);
    Label[] labels = new Label[64];
    for (int k = 0; k < 64; k++) {
      int n = (w << 6) + k;
      labels[k] = n < net.base.length && hasFan(n) ? new Label() : loop;
    }
    mv.visitVarInsn(ILOAD, 7);
    mv.visitTableSwitchInsn(0, 63, loop, labels);
    for (int k = 0; k < 64; k++) {
      if (labels[k] != loop) {
        mv.visitLabel(labels[k]);
        call(mv, 2, method((w << 6) + k, on));
        mv.visitJumpInsn(GOTO, loop);
      }
    }
    mv.visitLabel(done);
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private static void call(MethodVisitor mv, int firstArray, String method) {
    mv.visitVarInsn(ALOAD, firstArray);
    mv.visitVarInsn(ALOAD, firstArray + 1);
    mv.visitVarInsn(ALOAD, firstArray + 2);
    mv.visitMethodInsn(INVOKESTATIC, NAME, method, ARRAYS, false);
  }

  private static void push(MethodVisitor mv, int value) {
    if (value >= -1 && value <= 5) {
      mv.visitInsn(ICONST_0 + value);
    } else if (value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE) {
      mv.visitIntInsn(BIPUSH, value);
    } else if (value >= Short.MIN_VALUE && value <= Short.MAX_VALUE) {
      mv.visitIntInsn(SIPUSH, value);
    } else {
      mv.visitLdcInsn(value);
    }
  }

  /**
   * {@code up<g>} (g turned true) or {@code down<g>} (false): each edge of g's fan moves its gate's
   * count by one, and a count that reaches 1 going up or 0 going down changes the gate, as {@link
   * Propagation#flip} does. A fan longer than {@link #CHUNK} is split over several methods.
   */
  private void fan(int g, boolean up, boolean virtual) {
    int from = net.gateFanStart[g];
    int to = net.gateFanStart[g + 1];
    String name = (virtual ? "v" : "") + (up ? "up" : "down") + g;
    if (to - from <= chunk) {
      edges(name, from, to, up, virtual);
      return;
    }
    MethodVisitor mv = cw.visitMethod(ACC_PRIVATE | ACC_STATIC, name, ARRAYS, null, null);
    mv.visitCode();
    for (int k = 0, i = from; i < to; k++, i += chunk) {
      String part = name + "_" + k;
      edges(part, i, Math.min(to, i + chunk), up, virtual);
      call(mv, 0, part);
    }
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private void edges(String name, int from, int to, boolean up, boolean virtual) {
    MethodVisitor mv = cw.visitMethod(ACC_PRIVATE | ACC_STATIC, name, ARRAYS, null, null);
    mv.visitCode();
    int[] budget = {chunk - (to - from)};
    for (int i = from; i < to; i++) {
      edge(mv, net.gateFan[i], up, 0, budget, virtual);
    }
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /**
   * One edge of a fan: its gate's count moved by one, and when it so crosses zero, the gate's value
   * and next bit set and the gates it feeds followed: their edges written out here when the fan is
   * small and the method's budget of edges allows ({@link #INLINE_FAN}, {@link #INLINE_DEPTH}),
   * else by a call of the gate's own method. Written out, the JVM need not call (it inlines only
   * small methods, and a gate's method is often larger). A {@code virtual} edge ({@link #fire})
   * reads the count without moving it, sets no value, and flips the bit of the third array.
   */
  private void edge(MethodVisitor mv, int t, boolean up, int depth, int[] budget, boolean virtual) {
    int h = t >>> 3;
    boolean rises = up != ((t & 1) != 0);
    Label skip = new Label();
    if (virtual) {
      // crosses zero if the count is 0 going up, 1 going down
      mv.visitVarInsn(ALOAD, 0);
      push(mv, slot[h]);
      mv.visitInsn(IALOAD);
      if (rises) {
        mv.visitJumpInsn(IFNE, skip);
      } else {
        mv.visitInsn(ICONST_1);
        mv.visitJumpInsn(IF_ICMPNE, skip);
      }
    } else {
      // count[slot] += d, leaving the new count on the stack
      mv.visitVarInsn(ALOAD, 0);
      push(mv, slot[h]);
      mv.visitInsn(DUP2);
      mv.visitInsn(IALOAD);
      mv.visitInsn(rises ? ICONST_1 : ICONST_M1);
      mv.visitInsn(IADD);
      mv.visitInsn(DUP_X2);
      mv.visitInsn(IASTORE);
      if (rises) {
        mv.visitInsn(ICONST_1);
        mv.visitJumpInsn(IF_ICMPNE, skip);
      } else {
        mv.visitJumpInsn(IFNE, skip);
      }
    }
    if (read[h] && !virtual) {
      mv.visitVarInsn(ALOAD, 1);
      push(mv, h);
      mv.visitInsn(rises ? ICONST_1 : ICONST_0);
      mv.visitInsn(BASTORE);
    }
    if ((t & 2) != 0) {
      int b = net.nextBase[h];
      mv.visitVarInsn(ALOAD, 2);
      push(mv, b >>> 6);
      mv.visitInsn(DUP2);
      mv.visitInsn(LALOAD);
      mv.visitLdcInsn(1L << b);
      mv.visitInsn(LXOR);
      mv.visitInsn(LASTORE);
    }
    if ((t & 4) != 0) {
      int from = net.gateFanStart[h];
      int to = net.gateFanStart[h + 1];
      if (depth < INLINE_DEPTH && to - from <= inlineFan && to - from <= budget[0]) {
        budget[0] -= to - from;
        for (int i = from; i < to; i++) {
          edge(mv, net.gateFan[i], rises, depth + 1, budget, virtual);
        }
      } else {
        call(mv, 0, method(h, rises, virtual));
      }
    }
    mv.visitLabel(skip);
  }

  /**
   * {@code legal(value)}, {@code goals(value)} and {@code list(value, legal)}: the pulled gates in
   * order, and for {@code list} each role's legal moves listed after them.
   */
  private void pulled() {
    List<String> legal = chunks("legal", net.legalCode);
    List<String> goals = chunks("goals", net.goalCode);
    List<String> listing = listing();
    caller("legal", "([Z)V", legal, List.of());
    caller("goals", "([Z)V", goals, List.of());
    caller("list", "([Z[I)V", legal, listing);
  }

  /** A public method that calls static methods on its first argument (and then on both). */
  private void caller(String name, String descriptor, List<String> one, List<String> two) {
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, name, descriptor, null, null);
    mv.visitCode();
    for (String m : one) {
      mv.visitVarInsn(ALOAD, 1);
      mv.visitMethodInsn(INVOKESTATIC, NAME, m, "([Z)V", false);
    }
    for (String m : two) {
      mv.visitVarInsn(ALOAD, 1);
      mv.visitVarInsn(ALOAD, 2);
      mv.visitMethodInsn(INVOKESTATIC, NAME, m, "([Z[I)V", false);
    }
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /**
   * The gates of {@code code} ({@link Reasoner#gate}'s layout), evaluated in order as {@link
   * Reasoner#run} does, in static methods of at most {@link #CHUNK} gates: their names.
   */
  private List<String> chunks(String name, int[] code) {
    List<String> names = new ArrayList<>();
    int i = 0;
    while (i < code.length) {
      String partName = name + "_" + names.size();
      names.add(partName);
      MethodVisitor mv = cw.visitMethod(ACC_PRIVATE | ACC_STATIC, partName, "([Z)V", null, null);
      mv.visitCode();
      for (int gates = 0; gates < chunk && i < code.length; gates++) {
        int gate = code[i];
        boolean or = code[i + 1] == 0;
        int end = i + 3 + code[i + 2];
        if (code[i + 2] > 0 && code[i + 2] <= BRANCHLESS) {
          // value[gate] = l1 & l2 & ... (AND) or l1 | l2 | ... (OR), each literal 0 or 1 (^ 1
          // negated): no branch to mispredict where the literals change from state to state.
          mv.visitVarInsn(ALOAD, 0);
          push(mv, gate);
          for (int j = i + 3; j < end; j++) {
            int t = code[j];
            mv.visitVarInsn(ALOAD, 0);
            push(mv, t >>> 1);
            mv.visitInsn(BALOAD);
            if ((t & 1) != 0) {
              mv.visitInsn(ICONST_1);
              mv.visitInsn(IXOR);
            }
            if (j > i + 3) {
              mv.visitInsn(or ? IOR : IAND);
            }
          }
          mv.visitInsn(BASTORE);
          i = end;
          continue;
        }
        // OR: holds at its first satisfied input; AND: fails at its first unsatisfied one.
        Label decided = new Label();
        Label done = new Label();
        for (int j = i + 3; j < end; j++) {
          int t = code[j];
          boolean negated = (t & 1) != 0;
          mv.visitVarInsn(ALOAD, 0);
          push(mv, t >>> 1);
          mv.visitInsn(BALOAD);
          // a literal is satisfied when its value differs from its negation
          mv.visitJumpInsn(or != negated ? IFNE : IFEQ, decided);
        }
        store(mv, gate, !or);
        mv.visitJumpInsn(GOTO, done);
        mv.visitLabel(decided);
        store(mv, gate, or);
        mv.visitLabel(done);
        i = end;
      }
      mv.visitInsn(RETURN);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }
    return names;
  }

  /**
   * Static methods {@code (value, legal)} that list each role's legal moves as {@link
   * Reasoner#list} does, {@link #CHUNK} moves a method at most: their names.
   */
  private List<String> listing() {
    List<String> names = new ArrayList<>();
    int roles = net.legalNode.length;
    for (int r = 0; r < roles; r++) {
      int[] nodes = net.legalNode[r];
      int at = roles + net.legalOffset[r];
      for (int from = 0; from < nodes.length || from == 0; from += chunk) {
        String name = "list" + r + "_" + from;
        names.add(name);
        MethodVisitor mv = cw.visitMethod(ACC_PRIVATE | ACC_STATIC, name, "([Z[I)V", null, null);
        mv.visitCode();
        // k: the moves listed so far (local 2)
        if (from == 0) {
          mv.visitInsn(ICONST_0);
        } else {
          mv.visitVarInsn(ALOAD, 1);
          push(mv, r);
          mv.visitInsn(IALOAD);
        }
        mv.visitVarInsn(ISTORE, 2);
        for (int i = from; i < Math.min(nodes.length, from + chunk); i++) {
          // legal[at + k] = move; k += value[node]: written whether legal or not, counted only if
          // legal, so that listing takes no branch
          mv.visitVarInsn(ALOAD, 1);
          mv.visitVarInsn(ILOAD, 2);
          push(mv, at);
          mv.visitInsn(IADD);
          push(mv, net.roleMoves[r][i]);
          mv.visitInsn(IASTORE);
          mv.visitVarInsn(ILOAD, 2);
          mv.visitVarInsn(ALOAD, 0);
          push(mv, nodes[i]);
          mv.visitInsn(BALOAD);
          mv.visitInsn(IADD);
          mv.visitVarInsn(ISTORE, 2);
        }
        mv.visitVarInsn(ALOAD, 1);
        push(mv, r);
        mv.visitVarInsn(ILOAD, 2);
        mv.visitInsn(IASTORE);
        mv.visitInsn(RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
      }
    }
    return names;
  }

  private static void store(MethodVisitor mv, int gate, boolean holds) {
    mv.visitVarInsn(ALOAD, 0);
    push(mv, gate);
    mv.visitInsn(holds ? ICONST_1 : ICONST_0);
    mv.visitInsn(BASTORE);
  }

  /**
   * Emits a switch on the int in local {@code local} over the sorted {@code keys}, to {@code
   * otherwise} for any other value; returns the labels of the keys, in order, for the caller to
   * place.
   */
  private static Label[] lookupSwitch(MethodVisitor mv, int local, Label otherwise, int[] keys) {
    Label[] labels = new Label[keys.length];
    for (int i = 0; i < keys.length; i++) {
      labels[i] = new Label();
    }
    mv.visitVarInsn(ILOAD, local);
    mv.visitLookupSwitchInsn(otherwise, keys, labels);
    return labels;
  }
}
