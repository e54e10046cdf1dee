package dev.ply.host.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.SolveStep;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class SolveCurveTest {

  private static List<SolveStep> cfrLike() {
    List<SolveStep> steps = new ArrayList<>();
    for (long t : new long[] {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000}) {
      Map<String, Double> f = new LinkedHashMap<>();
      f.put("value", -1.0 / 18 + 0.5 / t);
      f.put("exploitability", 1.0 / Math.sqrt(t));
      steps.add(new SolveStep(t, f));
    }
    return steps;
  }

  @Test
  void drawsOneCurveAFigureWithAPointAStep() {
    String svg = SolveCurve.svg("Kuhn poker solved by cfr", cfrLike());
    Matcher m = Pattern.compile("<polyline[^>]*points=\"([^\"]*)\"").matcher(svg);
    int curves = 0;
    while (m.find()) {
      curves++;
      assertEquals(10, m.group(1).trim().split(" ").length, svg);
    }
    assertEquals(2, curves);
    assertTrue(svg.contains("exploitability (log scale)"), svg);
    assertTrue(svg.contains(">value</text>"), "a value that changes sign stays linear: " + svg);
  }

  @Test
  void aFigureFallingAsOneOverTheRootOfTheIterationsIsAStraightLineOnTheLogAxes() {
    String svg = SolveCurve.svg("t", cfrLike());
    Matcher m = Pattern.compile("<polyline[^>]*points=\"([^\"]*)\"").matcher(svg);
    m.find();
    m.find();
    String[] points = m.group(1).trim().split(" ");
    double[] first = xy(points[0]);
    double[] last = xy(points[points.length - 1]);
    double slope = (last[1] - first[1]) / (last[0] - first[0]);
    for (String p : points) {
      double[] q = xy(p);
      double expected = first[1] + slope * (q[0] - first[0]);
      assertEquals(expected, q[1], 0.6, "point " + p + " off the line in " + svg);
    }
  }

  @Test
  void refusesToDrawNothing() {
    assertThrows(IllegalArgumentException.class, () -> SolveCurve.svg("t", List.of()));
  }

  @Test
  void escapesTheTitle() {
    assertTrue(SolveCurve.svg("<b>&", cfrLike()).contains("&lt;b&gt;&amp;"));
  }

  private static double[] xy(String point) {
    String[] p = point.split(",");
    return new double[] {Double.parseDouble(p[0]), Double.parseDouble(p[1])};
  }
}
