from django.http import HttpResponse
from django.template import Context, Template
from django.urls import path


def welcome(request):
    """Welcome."""
    name = request.META.get("HTTP_X_NAME", "")
    queue = ["guest"]
    queue.extend([name, "spare"])
    queue.pop()
    name = queue[-1]
    page = Template("<p>Welcome {{ name|safe }}</p>").render(Context({"name": name}))
    return HttpResponse(page)


urlpatterns = [path("welcome/", welcome)]
