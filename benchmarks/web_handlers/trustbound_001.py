from flask import Flask, jsonify, request, session
from flask.views import MethodView

app = Flask(__name__)

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


class ChooseLanguageView(MethodView):
    def get(self):
        """Choose language."""
        language = request.cookies.get("language", "")
        candidates = ["en", "en"]
        candidates.insert(1, language)
        language = candidates[2]
        session["language"] = language
        return jsonify({"language": language})


app.add_url_rule("/choose-language", view_func=ChooseLanguageView.as_view("choose_language"))
