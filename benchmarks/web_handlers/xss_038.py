from django.http import HttpResponse
from django.template import Context, Template
from django.urls import path


def welcome(request):
    """Welcome."""
    name = request.GET.dict().get("name", "")
    num = 54
    name = "guest" if 7 * 18 + num > 200 else name
    page = Template("<p>Welcome {{ name|safe }}</p>").render(Context({"name": name}))
    return HttpResponse(page)


urlpatterns = [path("welcome/", welcome)]
