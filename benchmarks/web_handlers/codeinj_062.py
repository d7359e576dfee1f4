from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def run_price_rule(rule):
    """Price rule for one value."""
    code = compile(rule, "<pricing rule>", "eval")
    total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
    return {"total": total}


class PriceRuleView(MethodView):
    def get(self):
        """Price rule."""
        rule = next(iter(request.values.getlist("rule")), "")
        rule = value_or_default(rule, "price * qty", use_request=True)
        result = run_price_rule(rule)
        return jsonify(result)


app.add_url_rule("/price-rule", view_func=PriceRuleView.as_view("price_rule"))
