from types import SimpleNamespace

from flask import Flask, jsonify, request, session
from flask.views import MethodView

app = Flask(__name__)

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


class ChooseLanguageView(MethodView):
    def post(self):
        """Choose language."""
        language = request.form.get("language", "")
        lookup = SimpleNamespace(requested=language, fallback="en")
        language = lookup.fallback
        session["language"] = language
        return jsonify({"language": language})


app.add_url_rule("/choose-language", view_func=ChooseLanguageView.as_view("choose_language"))
