package dev.ply.host.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.ply.host.json.Json;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EscapingTest {

  @Test
  void htmlEscapesTheFiveSpecialCharactersAndDropsControlCharacters() {
    assertEquals(
        "&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;",
        Html.escape("<script>alert(1)</script>\"'&"));
    assertEquals("a\n\tb\uFFFD", Html.escape("a\n\tb\u0000"));
    assertEquals(
        "move \\u202Ec1", Html.escape("move \u202Ec1"), "a bidi override is shown, not obeyed");
  }

  @Test
  void jsonEscapesQuotesBackslashesAndControlCharacters() {
    assertEquals("\"a\\\"b\\\\c\\n\\r\\t\\u0001\"", Json.quote("a\"b\\c\n\r\t\u0001"));
    assertEquals("\"<b>&</b>\"", Json.quote("<b>&</b>"), "plain JSON leaves markup alone");
  }

  @Test
  void scriptSafeJsonCannotCloseTheScriptElementOrOpenAComment() {
    String quoted = Json.quoteForScript("</script><!-- & \u2028");
    assertEquals("\"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028\"", quoted);
    assertFalse(quoted.contains("<"));
    assertEquals("</script><!-- & \u2028", TinyJson.parse(quoted));
  }

  @Test
  void jsonWritesLoneSurrogatesAsEscapesAndKeepsPairs() {
    assertEquals("\"\\ud800x😀\"", Json.quote("\ud800x😀"));
  }

  @Test
  void jsonValuesReadBackAsTheyWere() {
    Map<String, Object> object = new LinkedHashMap<>();
    object.put("n", 3L);
    object.put("x", 2.5);
    object.put("whole", 4.0);
    object.put("nan", Double.NaN);
    object.put("list", Arrays.asList("a", null, true));
    StringBuilder sb = new StringBuilder();
    Json.appendValue(sb, object, true);
    Map<String, Object> expected = new LinkedHashMap<>(object);
    expected.put("nan", null);
    assertEquals(expected, TinyJson.parse(sb.toString()));
  }
}
