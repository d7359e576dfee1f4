from django.http import HttpResponse
from jinja2 import Environment

env = Environment(autoescape=True)
CARD = env.from_string('<figure><img src="{{ picture }}" alt="{{ caption }}"></figure>')


def profile_card(request):
    picture = request.GET.get("picture", "/static/anon.png")
    return HttpResponse(CARD.render(picture=picture, caption="avatar"))
