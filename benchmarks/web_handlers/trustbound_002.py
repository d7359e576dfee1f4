from django.http import JsonResponse
from django.urls import path
from django.views import View


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


class RememberUserView(View):
    def get(self, request):
        """Remember user."""
        username = param(request, "username")
        choices = {"fallback": "guest", "requested": username}
        username = choices["requested"]
        request.session["user"] = username
        return JsonResponse({"ok": True})


urlpatterns = [path("remember-user/", RememberUserView.as_view())]
