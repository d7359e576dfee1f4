from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


def run_price_rule(rule):
    """Price rule for one value."""
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return {"total": total}


class PriceRuleView(MethodView):
    def get(self):
        """Price rule."""
        rule = next(iter(request.values.getlist("rule")), "")
        limit = 5
        if len("abcd") < limit:
            rule = rule.strip()
        else:
            rule = "price * qty"
        result = run_price_rule(rule)
        return jsonify(result)


app.add_url_rule("/price-rule", view_func=PriceRuleView.as_view("price_rule"))
