from flask import Flask, jsonify, request, session
from flask.views import MethodView

app = Flask(__name__)

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


class ChooseLanguageView(MethodView):
    def post(self):
        """Choose language."""
        language = (request.get_json(silent=True) or {}).get("options", {}).get("language", "")
        language = normalise(language)
        if language not in SUPPORTED_LANGUAGES:
            language = "en"
        session["language"] = language
        return jsonify({"language": language})


app.add_url_rule("/choose-language", view_func=ChooseLanguageView.as_view("choose_language"))
