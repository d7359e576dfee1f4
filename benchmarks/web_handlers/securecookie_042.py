from django.http import JsonResponse
from django.urls import path
from django.views import View


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


class RememberUserView(View):
    def get(self, request):
        """Remember user."""
        user = param(request, "user")
        response = JsonResponse({"saved": True})
        response.set_cookie("remember_user", user, secure=True, httponly=False)
        return response


urlpatterns = [path("remember-user/", RememberUserView.as_view())]
