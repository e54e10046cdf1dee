package dev.ply.gdl;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameLibrary;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.View;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A game given by its GDL rules. The rules are read and checked against the GDL restrictions when
 * the game is made (so a broken file never gets this far); they are grounded into a {@link
 * Reasoner} on first use, and then {@link Probe probed} by seeded random playouts, which decide the
 * simultaneous-moves feature and zero sum and refuse a game that gives a role no legal move or does
 * not end within the ply cap: {@link #newGame} then throws with that message. A game whose findings
 * are known beforehand (a bundled game, whose rules the tests probe) is not probed.
 *
 * <p>Utilities: a two-role game whose goals sum to the same value at every terminal state the probe
 * reaches is zero-sum, and a seat's utility is its goal minus the other's (-100 to 100); in every
 * other game a seat's utility is its goal (0 to 100). One role plays as a one-seat game.
 */
final class GdlGame implements Game {

  private final String id;
  private final String name;
  private final Description rules;

  /** The findings known without a probe (a bundled game's), or null. */
  private final Probe.Findings known;

  private volatile Compiled compiled;

  /** What the first use computes. */
  private record Compiled(
      Reasoner net,
      Probe.Findings findings,
      long[] zobrist,
      int maxMoves,
      Map<String, Integer> moveByText,
      RuntimeException refusal) {}

  /**
   * @throws IllegalArgumentException when the rules do not parse or break a GDL restriction
   */
  GdlGame(String id, String name, String source, String text) {
    this(id, name, source, text, null);
  }

  /**
   * @param known what the probe finds of these rules, when known beforehand (a bundled game's), so
   *     that asking for the features or zero sum grounds nothing; null to probe
   */
  GdlGame(String id, String name, String source, String text, Probe.Findings known) {
    this.id = id;
    this.name = name;
    this.rules = Description.read(source, text);
    this.known = known;
  }

  String source() {
    return rules.source;
  }

  private Compiled compiled() {
    Compiled c = compiled;
    if (c == null) {
      synchronized (this) {
        c = compiled;
        if (c == null) {
          c = compile();
          compiled = c;
        }
      }
    }
    return c;
  }

  private Compiled compile() {
    Reasoner net;
    try {
      net = new Reasoner(rules);
    } catch (IllegalArgumentException e) {
      return new Compiled(null, null, null, 1, Map.of(), e);
    }
    long[] zobrist = new long[net.base.length];
    long x = 0x5DEECE66DL ^ id.hashCode();
    for (int i = 0; i < zobrist.length; i++) {
      x += 0x9E3779B97F4A7C15L;
      long z = x;
      z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
      z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
      zobrist[i] = z ^ (z >>> 31);
    }
    // Every role's moves together: the conformance kit lists all acting seats' moves at once.
    int maxMoves = 1;
    for (int[] ms : net.roleMoves) {
      maxMoves += ms.length;
    }
    Map<String, Integer> byText = new HashMap<>();
    for (int m = 0; m < net.moves.length; m++) {
      byText.put(net.moves[m].prefix(), m);
    }
    try {
      // A bundled game's findings are known (and GdlProbeTest probes its rules): no probe needed.
      Probe.Findings f =
          known != null
              ? known
              : rules.incomplete ? GdlTwoState.probe(this, net) : Probe.run(this, net);
      return new Compiled(net, f, zobrist, maxMoves, byText, null);
    } catch (IllegalArgumentException | IllegalStateException e) {
      return new Compiled(
          net,
          null,
          zobrist,
          maxMoves,
          byText,
          e instanceof IllegalArgumentException ? e : new IllegalArgumentException(e.getMessage()));
    }
  }

  /**
   * The start, its propagation following the network's arrays and not its compiled code: for the
   * tests that compare the two.
   */
  /** The game's network, for the tests. */
  Reasoner network() {
    return compiled().net();
  }

  GdlState startFollowingArrays() {
    return GdlState.start(this, compiled().net(), null);
  }

  /**
   * The start, its network compiled with other limits ({@link GateCompiler#compile}): for tests.
   */
  GdlState startCompiledWith(int chunk, int inlineFan) {
    Reasoner net = compiled().net();
    return GdlState.start(this, net, GateCompiler.compile(net, chunk, inlineFan));
  }

  /** A state for the probe, before the game's findings are known. */
  GdlState probeState(Reasoner net) {
    return GdlState.start(this, net);
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public String displayName() {
    return name;
  }

  @Override
  public int players() {
    return rules.roles.size() - (hasRandom() ? 1 : 0);
  }

  /** Whether the rules are GDL-II with the role {@code random}: chance, not a seat. */
  boolean hasRandom() {
    return rules.incomplete && rules.roles.contains("random");
  }

  /**
   * Whether the rules are GDL-II ({@code sees} or {@code random}): played by {@link GdlTwoState}.
   */
  boolean incomplete() {
    return rules.incomplete;
  }

  /** The roles, in the order of their (role ...) facts: seat i is role i. */
  List<String> roles() {
    return rules.roles;
  }

  /**
   * The findings, as cheaply as they can be had: known beforehand, or read off the roles (one role
   * neither shares a state's choice nor sums with another), or else probed on first use (null when
   * the game is refused).
   */
  Probe.Findings findings() {
    if (known != null) {
      return known;
    }
    if (players() == 1 && !rules.incomplete) {
      return new Probe.Findings(false, false);
    }
    return compiled().findings();
  }

  /** What the probe finds, whatever is known beforehand (null when the game is refused). */
  Probe.Findings probed() {
    return compiled().findings();
  }

  @Override
  public boolean zeroSum() {
    if (players() != 2) {
      return false;
    }
    Probe.Findings f = findings();
    return f != null && f.zeroSum();
  }

  @Override
  public int maxUtility() {
    return 100;
  }

  @Override
  public Set<GameFeature> features() {
    Probe.Findings f = findings();
    Set<GameFeature> out = java.util.EnumSet.noneOf(GameFeature.class);
    if (f != null && f.simultaneous()) {
      out.add(GameFeature.SIMULTANEOUS_MOVES);
    }
    if (f != null && f.chance()) {
      out.add(GameFeature.CHANCE);
    }
    if (rules.incomplete) {
      // In GDL-II a role learns only its percepts: not even the other roles' moves are seen.
      out.add(GameFeature.HIDDEN_INFORMATION);
    }
    return Set.copyOf(out);
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of();
  }

  @Override
  public GameState newGame(Options variant) {
    Compiled c = compiled();
    if (c.refusal() != null) {
      throw new IllegalArgumentException(c.refusal().getMessage(), c.refusal());
    }
    return rules.incomplete
        ? new GdlTwoState(this, GdlState.start(this, c.net()))
        : GdlState.start(this, c.net());
  }

  /**
   * A GDL-II seat's view from what it was told: its own moves and percepts, as a GGP game manager
   * sends them. A state that gives the seat exactly those steps is searched for as a sample of a
   * view is ({@link GdlTwoView#sample}, from a fixed seed), and its view of the seat returned: the
   * plies and legal moves a state consistent with the steps gives.
   */
  @Override
  public Optional<View> viewOf(Options variant, int seat, List<View.Step> steps) {
    if (!rules.incomplete) {
      return Optional.empty();
    }
    List<String> seats =
        rules.roles.stream().filter(r -> !hasRandom() || !r.equals("random")).toList();
    if (seat < 0 || seat >= seats.size()) {
      throw new IllegalArgumentException("no seat " + seat + " in " + id);
    }
    int[] own = new int[steps.size()];
    String[] seen = new String[steps.size()];
    for (int i = 0; i < steps.size(); i++) {
      own[i] = moveOf(steps.get(i).move());
      List<String> percepts = new java.util.ArrayList<>();
      for (String p : steps.get(i).percepts()) {
        try {
          percepts.add(GameLibrary.textOf(p));
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException("'" + p + "' is no percept: a percept is a GDL term");
        }
      }
      percepts.sort(null);
      seen[i] = String.join(" ", percepts);
    }
    GdlTwoView told = GdlTwoView.told(this, seat, seats.get(seat), own, seen);
    try {
      return Optional.of(told.sample(new java.util.SplittableRandom(20100711L)).view(seat));
    } catch (IllegalStateException e) {
      throw new IllegalArgumentException(
          "no play of "
              + id
              + " that gives "
              + seats.get(seat)
              + " these moves and percepts was found within "
              + GdlTwoView.SAMPLE_BUDGET
              + " joint moves",
          e);
    }
  }

  /** A new GDL-II start state, for the samples of a view (the game is known to be played). */
  GdlTwoState newTwoState() {
    return new GdlTwoState(this, GdlState.start(this, compiled().net()));
  }

  @Override
  public Optional<String> rules(String language) {
    return "gdl".equalsIgnoreCase(language) ? Optional.of(rules.text) : Optional.empty();
  }

  int maxMoves() {
    return compiled().maxMoves();
  }

  long zobrist(int base) {
    return compiled().zobrist()[base];
  }

  /** The size of the network, for people. */
  String size() {
    Compiled c = compiled();
    return c.net() == null ? "not grounded" : c.net().size();
  }

  /** A move's text, as {@link GdlState#moveToText(int)} writes it. */
  String moveText(int move) {
    Reasoner net = compiled().net();
    if (move < 0 || move >= net.moves.length) {
      throw new IllegalArgumentException("no move numbered " + move + " in " + id);
    }
    return net.moves[move].prefix();
  }

  int moveOf(String text) {
    String canonical;
    try {
      canonical = GameLibrary.textOf(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "'" + text + "' is no move of " + id + ": a move is a GDL term such as mark(1,1)");
    }
    Integer m = compiled().moveByText().get(canonical);
    if (m == null) {
      throw new IllegalArgumentException(
          "'"
              + text
              + "' is no move of "
              + id
              + ": a move is a GDL term such as "
              + compiled().net().moves[0].prefix());
    }
    return m;
  }
}
