package dev.ply.host.ggp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class KifTest {

  @Test
  void aMessageNestedThousandsDeepIsRefusedInOneLineNotWithAStackOverflow() {
    IllegalArgumentException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            IllegalArgumentException.class,
            () -> Kif.parse("(".repeat(200_000) + ")".repeat(200_000)));
    org.junit.jupiter.api.Assertions.assertTrue(
        e.getMessage().contains("nested more than 1000 deep"), e.getMessage());
  }

  @Test
  void writesAnExpressionInStandardFormWhateverItsSpacing() {
    assertEquals(
        "(PLAY m1 ((mark 1 1) noop))",
        Kif.parse(" ( PLAY  m1\n(( mark 1\t1 )noop ) ) ").toString());
  }

  @Test
  void readsEveryRuleOfAGameAndSkipsComments() {
    List<Kif> rules =
        Kif.parseAll(
            "; tic-tac-toe\n(role xplayer) ; the first\n(<= (legal ?r noop)\n  (role ?r))\n");
    assertEquals(2, rules.size());
    assertEquals("(<= (legal ?r noop) (role ?r))", rules.get(1).toString());
    assertEquals(List.of("xplayer"), GgpMessages.roles(rules));
  }

  @Test
  void saysTheLineAndColumnOfWhatDoesNotParse() {
    assertEquals(
        "2:3: '(' without its ')'",
        assertThrows(IllegalArgumentException.class, () -> Kif.parseAll("(role a)\n  (role b"))
            .getMessage());
    assertEquals(
        "1:9: ')' without its '('",
        assertThrows(IllegalArgumentException.class, () -> Kif.parseAll("(role a))")).getMessage());
  }

  @Test
  void readsAMoveInKifOrInPrefixFormAsTheSameTermInLowerCase() {
    assertEquals("(mark 1 1)", Kif.move("mark(1,1)").toString());
    assertEquals("(mark 1 1)", Kif.move("( MARK 1  1 )").toString());
    assertEquals("(move (cell 1 2) up)", Kif.move("move(cell(1,2),up)").toString());
    assertEquals("noop", Kif.move("NOOP").toString());
  }

  @Test
  void writesTheMessagesAsGgpBaseDoes() {
    List<Kif> joint = List.of(Kif.parse("(mark 1 1)"), Kif.atom("noop"));
    assertEquals("(PLAY m NIL)", GgpMessages.play("m", null));
    assertEquals("(PLAY m ((mark 1 1) noop))", GgpMessages.play("m", joint));
    assertEquals("(STOP m ((mark 1 1) noop))", GgpMessages.stop("m", joint));
    assertEquals("(ABORT m)", GgpMessages.abort("m"));
    assertEquals(
        "(START m white ((role white) (role black)) 10 3)",
        GgpMessages.start("m", "white", Kif.parseAll("(role white)\n(role black)"), 10, 3));
    assertEquals("available", GgpPlayer.status("((name x) (status available))"));
    assertEquals("busy", GgpPlayer.status("( ( NAME x ) ( STATUS BUSY ) )"));
    assertEquals("ready", GgpPlayer.status("ready"));
  }
}
