from flask import Flask, jsonify, session
from flask.views import MethodView

app = Flask(__name__)

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


class ChooseLanguageView(MethodView):
    def get(self, language):
        """Choose language."""
        requested, fallback = language, "en"
        language = requested or fallback
        session["language"] = language
        return jsonify({"language": language})


app.add_url_rule("/choose-language/<language>", view_func=ChooseLanguageView.as_view("choose_language"))
